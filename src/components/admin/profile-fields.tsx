import { MAX_BIO_LENGTH } from '@/lib/schemas/accounts';
import { ImageInput } from './content-form';
import { inputClass } from './form-kit';

/**
 * An account's name, photo and bio (decision 152): the fields of the Account page's profile form and
 * of the Owner's form for another account. The photo is an image address; with JavaScript the
 * Upload button puts a file through the media uploads, as the content forms do.
 */
export function ProfileFields({
  prefix,
  profile,
}: {
  /** Makes the ids unique when several forms share a page. */
  prefix: string;
  profile: { display_name: string; photo_url: string; bio: string };
}) {
  return (
    <>
      <label className="grid gap-1 text-sm font-medium" htmlFor={`${prefix}-name`}>
        Name
        <input
          id={`${prefix}-name`}
          name="displayName"
          required
          maxLength={80}
          defaultValue={profile.display_name}
          autoComplete="name"
          className={inputClass}
        />
      </label>
      <div className="grid gap-1 text-sm font-medium">
        <label htmlFor={`${prefix}-photo`}>Photo (optional)</label>
        <ImageInput common={{ id: `${prefix}-photo`, name: 'photoUrl' }} initial={profile.photo_url} label="photo" />
      </div>
      <label className="grid gap-1 text-sm font-medium" htmlFor={`${prefix}-bio`}>
        Short bio (optional)
        <textarea
          id={`${prefix}-bio`}
          name="bio"
          rows={3}
          maxLength={MAX_BIO_LENGTH}
          defaultValue={profile.bio}
          className={inputClass}
        />
      </label>
    </>
  );
}
