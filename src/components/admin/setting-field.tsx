import { inputClass } from '@/components/admin/form-kit';
import type { SettingField } from '@/lib/site-settings';

/** One input of a definition-driven form (admin → Settings, admin → Pages): label, hint, bounds. */
export function SettingInputField({
  name,
  field,
  value,
  optional = false,
}: {
  name: string;
  field: SettingField;
  value: string | string[] | undefined;
  /** A spare row: nothing in it is required until something is typed. */
  optional?: boolean;
}) {
  const { input } = field;
  const hint =
    'hint' in input && input.hint ? <span className="text-xs font-normal text-stone-500">{input.hint}</span> : null;
  if (input.type === 'checkboxes') {
    const checked = Array.isArray(value) ? value : [];
    return (
      <fieldset className="grid gap-1 text-sm">
        <legend className="font-medium">{input.label}</legend>
        {input.options.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className="size-4"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    );
  }
  if (input.type === 'select') {
    return (
      <label className="grid gap-1 text-sm font-medium">
        {input.label}
        <select
          name={name}
          defaultValue={typeof value === 'string' ? value : input.options[0]?.value}
          className={inputClass}
        >
          {input.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (input.type === 'file') {
    const current = typeof value === 'string' ? value : '';
    return (
      <fieldset className="grid gap-1 text-sm md:col-span-2">
        <legend className="font-medium">{input.label}</legend>
        <input type="hidden" name={name} value={current} />
        {current ? (
          <span className="flex flex-wrap items-center gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- the stored logo, as the site shows it */}
            <img src={current} alt="" className="h-10 w-auto max-w-40 rounded bg-stone-800 p-1" />
            <label className="flex items-center gap-2">
              <input type="checkbox" name={`${name}.clear`} className="size-4" />
              Remove the {input.label.toLowerCase()}
            </label>
          </span>
        ) : null}
        <input type="file" name={`${name}.file`} accept={input.accept} aria-label={`${input.label} file`} />
        {hint}
      </fieldset>
    );
  }
  const common = {
    name,
    defaultValue: typeof value === 'string' ? value : '',
    maxLength: input.maxLength,
    required: !optional && input.required,
    className: inputClass,
  };
  return (
    <label className={`grid gap-1 text-sm font-medium ${input.type === 'textarea' ? 'md:col-span-2' : ''}`}>
      {input.label}
      {input.type === 'textarea' ? (
        <textarea rows={input.rows} {...common} />
      ) : (
        <input
          type={input.type === 'tel' ? 'tel' : 'text'}
          inputMode={input.type === 'email' ? 'email' : input.type === 'url' ? 'url' : undefined}
          {...common}
        />
      )}
      {hint}
    </label>
  );
}
