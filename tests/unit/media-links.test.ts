import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentTypes } from '../../src/lib/content-types';
import { mediaLink, mediaLinks, mediaLinksSchema } from '../../src/lib/media-links';
import { PLAYER_ORIGINS } from '../../src/lib/media-players.mjs';
import { demoTalent } from '../../src/server/db/seed-data';
import { MediaLinks } from '../../src/components/site/talent/media-links';

// Listen and watch (issue 26 item 3, decision 145): what the save accepts, and what the profile embeds.
describe('media links', () => {
  it('embeds each known platform from a player origin the CSP allows', () => {
    const cases: [string, string | null][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
      ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
      [
        'https://open.spotify.com/intl-fr/track/4uLU6hMCjMI75M1A2tKUQC',
        'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
      ],
      ['https://music.apple.com/za/album/amapiano/1?i=2', 'https://embed.music.apple.com/za/album/amapiano/1?i=2'],
      [
        'https://soundcloud.com/artist/track',
        'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Ftrack&auto_play=true',
      ],
      ['https://audiomack.com/burnaboy/song/last-last', 'https://audiomack.com/embed/song/burnaboy/last-last'],
      ['https://www.tiktok.com/@dj/video/7212345678901234567', 'https://www.tiktok.com/embed/v2/7212345678901234567'],
      ['https://www.instagram.com/reel/Cabc123XYZ/', 'https://www.instagram.com/reel/Cabc123XYZ/embed'],
      // Known platforms, no player for that address: a plain link.
      ['https://www.youtube.com/@channel', null],
      ['https://www.boomplay.com/songs/12345', null],
    ];
    for (const [href, embed] of cases) {
      const link = mediaLink(href);
      expect(link?.embed, href).toBe(embed);
      expect(link?.platform, href).not.toBeNull();
      if (embed)
        expect(
          PLAYER_ORIGINS.some((origin) => embed.startsWith(`${origin}/`)),
          embed,
        ).toBe(true);
    }
  });

  it('shows a stored link on an unknown host as a plain link, and never a non-https one', () => {
    expect(
      mediaLinks('https://bandcamp.example/album\nhttp://youtube.com/watch?v=dQw4w9WgXcQ\njavascript:alert(1)'),
    ).toEqual([{ href: 'https://bandcamp.example/album', platform: null, embed: null, label: 'bandcamp.example' }]);
  });

  it('refuses at save anything but https links on known platforms, naming the line', () => {
    const parse = (value: string) => z.safeParse(mediaLinksSchema, value);
    expect(
      parse('  https://youtu.be/dQw4w9WgXcQ \n\nhttps://open.spotify.com/artist/1Xyo4u8uXC1ZmMpatF05PJ').data,
    ).toBe('https://youtu.be/dQw4w9WgXcQ\nhttps://open.spotify.com/artist/1Xyo4u8uXC1ZmMpatF05PJ');
    expect(parse('').data).toBe('');
    expect(parse('https://youtu.be/dQw4w9WgXcQ\nhttp://open.spotify.com/x').error?.issues[0]?.message).toBe(
      'Line 2: use an https:// address.',
    );
    expect(parse('https://evil.example/player').error?.issues[0]?.message).toMatch(
      /^Links on evil\.example are not accepted; use YouTube,/,
    );
    expect(parse('https://youtube.com.evil.example/watch').success).toBe(false);
    expect(parse('https://user:pw@youtube.com/watch').success).toBe(false);
    expect(parse(Array(13).fill('https://youtu.be/dQw4w9WgXcQ').join('\n')).success).toBe(false);
  });

  it('is a field of the talent definition, refused beside the field', () => {
    const result = z.safeParse(contentTypes.talent.schema, { name: 'A', media_links: 'ftp://x' });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'media_links')?.message).toBe(
      'Use an https:// address.',
    );
  });

  it('gives demo artists links the save accepts, most of them played in place', () => {
    const withLinks = demoTalent.filter((t) => 'media_links' in t && t.media_links);
    expect(withLinks.length).toBeGreaterThan(0);
    for (const talent of withLinks) {
      expect(mediaLinksSchema.safeParse(talent.media_links).success, talent.slug).toBe(true);
      expect(mediaLinks(talent.media_links!).filter((link) => link.embed).length, talent.slug).toBeGreaterThan(1);
    }
  });
});

describe('the players’ posters on the profile (decision 159)', () => {
  const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const SPOTIFY = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';
  const poster = { src: `/uploads/${'b'.repeat(32)}-480.webp`, width: 480, height: 360 };
  const render = (posters: Record<string, typeof poster>) =>
    renderToStaticMarkup(
      createElement(MediaLinks, { name: 'Zola', links: mediaLinks(`${YOUTUBE}\n${SPOTIFY}`), posters }),
    );

  it('shows a stored poster under its own link’s words, from our uploads only, lazily', () => {
    const html = render({ [YOUTUBE]: poster });
    const posters = [...html.matchAll(/<img[^>]*data-poster[^>]*>/g)].map(([tag]) => tag);
    expect(posters).toHaveLength(1);
    expect(posters[0]).toContain('alt=""');
    expect(posters[0]).toContain('loading="lazy"');
    expect(posters[0]).toMatch(/src="\/uploads\/b{32}-\d+\.webp"/);
    // The YouTube card holds it; the Spotify card stays drawn.
    const youtube = html.slice(html.indexOf('data-platform="youtube"'), html.indexOf('data-platform="spotify"'));
    expect(youtube).toContain('data-poster');
    expect(html.slice(html.indexOf('data-platform="spotify"'))).not.toContain('data-poster');
    // Nothing on the page points at a platform but the links themselves.
    expect(html).not.toMatch(/src="https?:/);
  });

  it('draws every poster when none is stored', () => {
    expect(render({})).not.toContain('data-poster');
  });
});
