/**
 * The client/partner logo wall. Every name is fictional (no real trademarks); each wordmark is set
 * in type with its own treatment, so the wall reads like a mix of real identities without any
 * third-party logo.
 */
export type ClientWordmark = {
  name: string;
  /** How the wordmark is set. */
  style: 'heavy' | 'spaced' | 'serif' | 'script' | 'stacked' | 'badge' | 'lower';
  /** Accent colour of the small glyph beside it. */
  accent: 'gold' | 'coral' | 'jade' | 'sand';
  glyph: 'dot' | 'ring' | 'triangle' | 'bar' | 'none';
};

export const clientWordmarks: ClientWordmark[] = [
  { name: 'Nyota Lager', style: 'heavy', accent: 'gold', glyph: 'triangle' },
  { name: 'Obsidian Reserve', style: 'serif', accent: 'sand', glyph: 'none' },
  { name: 'Lumen Mobile', style: 'lower', accent: 'jade', glyph: 'dot' },
  { name: 'Jacaranda Live', style: 'spaced', accent: 'coral', glyph: 'bar' },
  { name: 'Roots Nation', style: 'badge', accent: 'jade', glyph: 'none' },
  { name: 'Thousand Hills Live', style: 'stacked', accent: 'gold', glyph: 'none' },
  { name: 'Karoo Capital', style: 'serif', accent: 'gold', glyph: 'bar' },
  { name: 'Savanna Pay', style: 'lower', accent: 'coral', glyph: 'ring' },
  { name: 'Baobab Air', style: 'spaced', accent: 'jade', glyph: 'triangle' },
  { name: 'Kilima Coffee', style: 'script', accent: 'coral', glyph: 'none' },
  { name: 'Zuri Beauty', style: 'serif', accent: 'coral', glyph: 'dot' },
  { name: 'Mawimbi Records', style: 'heavy', accent: 'jade', glyph: 'ring' },
  { name: 'Umoja Bank', style: 'badge', accent: 'gold', glyph: 'none' },
  { name: 'Sahel Sport', style: 'heavy', accent: 'coral', glyph: 'bar' },
  { name: 'Indaba Telecom', style: 'spaced', accent: 'gold', glyph: 'dot' },
  { name: 'Marula Gin', style: 'script', accent: 'gold', glyph: 'none' },
  { name: 'Tembo Tyres', style: 'stacked', accent: 'coral', glyph: 'none' },
  { name: 'Kora Stream', style: 'lower', accent: 'gold', glyph: 'triangle' },
  { name: 'Jua Solar', style: 'heavy', accent: 'gold', glyph: 'ring' },
  { name: 'Bahari Hotels', style: 'serif', accent: 'jade', glyph: 'bar' },
  { name: 'Impala Kicks', style: 'badge', accent: 'coral', glyph: 'none' },
  { name: 'Ikhaya Homes', style: 'spaced', accent: 'sand', glyph: 'triangle' },
  { name: 'Nile Spring', style: 'script', accent: 'jade', glyph: 'none' },
  { name: 'Amani FM', style: 'heavy', accent: 'coral', glyph: 'dot' },
  { name: 'Sauti Studios', style: 'lower', accent: 'jade', glyph: 'bar' },
];
