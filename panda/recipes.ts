import { defineRecipe } from '@pandacss/dev';

// The app's recipes (panda.config.ts registers them under theme.extend.recipes). Their colours, shadows and
// durations are the tokens of ./tokens.ts and ./semantic-tokens.ts, so a recipe never names a raw value.

const button = defineRecipe({
  className: 'button',
  description: 'Every clickable action that is not a plain text link',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: 0,
    fontWeight: 'semibold',
    lineHeight: '1',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transitionProperty: 'background-color, color, border-color, box-shadow, transform',
    transitionDuration: 'fast',
    _active: { transform: 'translateY(1px)' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '& svg': { width: '1.15em', height: '1.15em', flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.solid',
        color: 'accent.contrast',
        boxShadow: 'button',
        _hover: { bg: 'accent.hover' },
      },
      outline: {
        bg: 'transparent',
        color: 'fg.default',
        borderColor: 'border.strong',
        _hover: { bg: 'bg.subtle' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { bg: 'bg.subtle' },
      },
      light: {
        bg: 'bg.surface',
        color: 'fg.default',
        boxShadow: 'sm',
        _hover: { bg: 'bg.subtle' },
      },
    },
    size: {
      sm: { h: '9', px: '3.5', fontSize: 'sm' },
      md: { h: '11', px: '5', fontSize: 'sm' },
      lg: { h: '12', px: '6', fontSize: 'md' },
      // Square icon buttons keep a 44px touch target.
      icon: { h: '11', w: '11', p: '0', fontSize: 'lg' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

const badge = defineRecipe({
  className: 'badge',
  description: 'Small labels: veg / non veg, counts',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontWeight: 'semibold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    borderRadius: 'full',
  },
  variants: {
    tone: {
      veg: { bg: 'veg.subtle', color: 'veg.text', _before: { bg: 'veg.solid' } },
      nonVeg: { bg: 'nonVeg.subtle', color: 'nonVeg.text', _before: { bg: 'nonVeg.solid' } },
      neutral: { bg: 'bg.subtle', color: 'fg.muted' },
      count: { bg: 'accent.solid', color: 'accent.contrast', boxShadow: 'badgeRing' },
    },
    size: {
      sm: { fontSize: '2xs', px: '1.5', h: '5', minW: '5', justifyContent: 'center' },
      md: { fontSize: 'xs', px: '2.5', h: '6' },
    },
    // The dot before the label mirrors the square veg/non-veg marks printed on Indian menus.
    dot: {
      true: {
        _before: { content: '""', w: '2', h: '2', borderRadius: 'full', flexShrink: 0 },
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

const card = defineRecipe({
  className: 'card',
  description: 'A surface that holds one thing (a meal)',
  base: {
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    boxShadow: 'card',
    overflow: 'hidden',
    transitionProperty: 'box-shadow, transform',
    transitionDuration: 'normal',
    _hover: { boxShadow: 'cardHover' },
  },
});

const skeleton = defineRecipe({
  className: 'skeleton',
  description: 'A shimmering stand-in while data loads',
  base: {
    display: 'block',
    borderRadius: 'md',
    bgGradient: 'to-r',
    gradientFrom: 'skeleton.base',
    gradientVia: 'skeleton.shine',
    gradientTo: 'skeleton.base',
    bgSize: '200% 100%',
    animation: 'shimmer',
    _motionReduce: { animation: 'none' },
  },
  variants: {
    shape: {
      line: { h: '3', w: 'full' },
      block: { w: 'full', h: 'full' },
    },
  },
  defaultVariants: { shape: 'line' },
});

// Sizes are the spacing tokens the round faces use; a face of another size names its own w and h.
const DISC_SIZES = ['9', '10', '11', '20', '24', '28'] as const;

const disc = defineRecipe({
  className: 'disc',
  description: 'A round face that centres one thing: an initial, an icon, a number, the empty plate',
  base: { display: 'grid', placeItems: 'center', borderRadius: 'full' },
  variants: {
    size: Object.fromEntries(DISC_SIZES.map((size) => [size, { w: size, h: size }])),
    tone: {
      // An initial standing in for a person's picture.
      accent: { bg: 'accent.solid', color: 'accent.contrast', fontWeight: 'bold' },
      // The art above an empty list.
      accentSubtle: { bg: 'bg.accentSubtle', color: 'accent.solid' },
      // A round control on a page or a photo.
      surface: { bg: 'bg.surface', color: 'fg.default', cursor: 'pointer' },
      // The empty plate: the art of the message pages and the table's number.
      plate: { bg: 'bg.surface', borderColor: 'border.default', boxShadow: 'card', color: 'accent.solid' },
    },
  },
});

const eyebrow = defineRecipe({
  className: 'eyebrow',
  description: 'The small capitals above a title: a category, a section',
  base: { fontWeight: 'semibold', letterSpacing: 'wider', textTransform: 'uppercase', color: 'accent.text' },
  variants: {
    size: { xs: { fontSize: 'xs' }, sm: { fontSize: 'sm' } },
    // Over a dark photo.
    onDark: { true: { color: 'accent.onDark' } },
  },
  defaultVariants: { size: 'xs' },
});

const pillTab = defineRecipe({
  className: 'pill-tab',
  description: "A tab drawn as a pill: the menu's categories, the order list's statuses",
  base: {
    flexShrink: 0,
    h: '10',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.surface',
    color: 'fg.muted',
    fontSize: 'sm',
    fontWeight: 'semibold',
    cursor: 'pointer',
    _hover: { borderColor: 'border.strong', color: 'fg.default' },
    _selected: { bg: 'fg.default', borderColor: 'fg.default', color: 'fg.inverse', _hover: { color: 'fg.inverse' } },
  },
});

export const recipes = { button, badge, card, skeleton, disc, eyebrow, pillTab };
