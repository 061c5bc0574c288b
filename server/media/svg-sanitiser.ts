/**
 * SVG uploads made safe to serve and to render: sanitize-html (a maintained sanitiser) parses
 * the file as XML and keeps only an allowlist of SVG drawing elements and attributes. Gone:
 * scripts, event handlers (`on*`), `<foreignObject>`, `<style>` elements, links, animations
 * (which could set a link), `<image>` and `<feImage>`, and every external reference: `href`
 * and `xlink:href` may only point inside the file (`#id`), and any `url(…)` but `url(#id)`
 * drops its attribute. The result is what is stored and served, and what sharp rasterises.
 */
import sanitizeHtml from 'sanitize-html';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const FILTER_PRIMITIVES = [
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

const TAGS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  ...FILTER_PRIMITIVES,
];

const ATTRIBUTES = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'xml:space',
  'version',
  'href',
  'xlink:href',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'z',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'offset',
  'rotate',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'marker-start',
  'marker-mid',
  'marker-end',
  'stop-color',
  'stop-opacity',
  'flood-color',
  'flood-opacity',
  'lighting-color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'text-anchor',
  'text-decoration',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'writing-mode',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'method',
  'spacing',
  'side',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'radius',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  'kernelMatrix',
  'kernelUnitLength',
  'order',
  'divisor',
  'bias',
  'targetX',
  'targetY',
  'edgeMode',
  'preserveAlpha',
  'surfaceScale',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'azimuth',
  'elevation',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'limitingConeAngle',
  'vector-effect',
  'shape-rendering',
  'text-rendering',
  'image-rendering',
  'color-interpolation',
  'color-interpolation-filters',
  'mix-blend-mode',
  'isolation',
  'paint-order',
];

/** A `url(…)` that is not `url(#id)`, or CSS that could fetch or hide one. */
const EXTERNAL_IN_VALUE = /url\s*\(\s*(?!['"]?#)|image-set\s*\(|image\s*\(|@import|expression\s*\(|\\/i;

/** Drops attributes that reach outside the file; the root gets the SVG namespace it needs to render. */
function insideOnly(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#')) continue;
    if (EXTERNAL_IN_VALUE.test(value)) continue;
    kept[name] = value;
  }
  if (tagName === 'svg') {
    kept.xmlns = SVG_NS;
    if ('xmlns:xlink' in kept) kept['xmlns:xlink'] = XLINK_NS;
  }
  return { tagName, attribs: kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { '*': ATTRIBUTES },
  // Their text is not drawing: dropped with the element.
  nonTextTags: ['script', 'style', 'foreignObject', 'metadata', 'noscript', 'textarea', 'option'],
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ['href', 'xlink:href', 'src'],
  allowProtocolRelative: false,
  selfClosing: [],
  transformTags: Object.fromEntries(TAGS.map((tag) => [tag, insideOnly])),
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
};

/** The SVG with only what draws; undefined when no `<svg>` element, or nothing inside it, is left. */
export function sanitiseSvg(bytes: Buffer): Buffer | undefined {
  const out = sanitizeHtml(bytes.toString('utf8').replace(/^\uFEFF/, ''), OPTIONS);
  // Text outside the root (what is left of a doctype's internal subset) is no part of the image.
  const start = out.search(/<svg[\s>]/);
  const end = out.lastIndexOf('</svg>');
  if (start < 0 || end < start) return undefined;
  const svg = out.slice(start, end + '</svg>'.length);
  // A root with no element left inside draws nothing.
  if (!/^<svg[^>]*>[\s\S]*<[A-Za-z]/.test(svg)) return undefined;
  return Buffer.from(svg, 'utf8');
}
