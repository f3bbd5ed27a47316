import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { MAX_SVG_BYTES, SVG_DATA_PREFIX, UNSAFE_SVG } from '@/lib/client-logos';
import { UploadError } from './upload-error';

const TAGS = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'title',
  'desc',
  'symbol',
];
const ATTRIBUTES = [
  'xmlns',
  'version',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'mask',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'id',
  'class',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
  'preserveAspectRatio',
  'dx',
  'dy',
  'clipPathUnits',
  'maskUnits',
  'fx',
  'fy',
];

/**
 * An uploaded SVG logo, made safe to keep (admin → Pages, a logo wall; decision 141): sanitize-html
 * (already our HTML sanitiser) in XML mode with an allowlist of drawing elements and presentation
 * attributes, so scripts, event handlers (onload…), links, foreignObject, styles and entities go.
 * The result is returned as a data address the page shows in an <img> (where SVG never runs
 * scripts anyway). Not a well-formed SVG afterwards, or too big: refused.
 */
export function sanitiseSvgLogo(bytes: Uint8Array) {
  if (bytes.byteLength === 0) throw new UploadError('The file is empty.');
  if (bytes.byteLength > MAX_SVG_BYTES * 4) throw new UploadError('An SVG logo can be at most 24 KB.', 413);
  const source = new TextDecoder().decode(bytes);
  const clean = sanitizeHtml(source.replace(/<\?xml[^>]*\?>|<!DOCTYPE[^>[]*(\[[^\]]*\])?>/gi, ''), {
    allowedTags: TAGS,
    allowedAttributes: { '*': ATTRIBUTES },
    allowedSchemes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['style', 'script', 'foreignObject', 'textarea', 'noscript'],
    selfClosing: ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'stop', 'use'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
  }).trim();
  if (!/^<svg[\s>]/.test(clean) || !clean.endsWith('</svg>') || UNSAFE_SVG.test(clean)) {
    throw new UploadError('That file is not an SVG image we can use.', 415);
  }
  const svg = /\sxmlns=/.test(clean.slice(0, clean.indexOf('>')))
    ? clean
    : clean.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  const encoded = Buffer.from(svg, 'utf8');
  if (encoded.byteLength > MAX_SVG_BYTES) throw new UploadError('An SVG logo can be at most 24 KB.', 413);
  return `${SVG_DATA_PREFIX}${encoded.toString('base64')}`;
}
