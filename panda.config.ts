import { defineConfig, defineRecipe } from '@pandacss/dev';

// A restaurant's look: warm cream paper, charcoal ink, a tomato-red accent, saffron for warmth, herb green and
// chilli red to tell veg from non-veg at a glance. Colours that carry text are chosen for WCAG AA on their
// background (noted beside them).

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

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Every colour, space, size and shadow comes from the tokens below; TypeScript refuses anything else.
  strictTokens: true,
  hooks: {
    // Panda's default palette is ~270 colour variables this app never uses; its own palette is below.
    'preset:resolved': ({ utils, preset, name }) =>
      name === '@pandacss/preset-panda' ? utils.omit(preset, ['theme.tokens.colors']) : preset,
  },

  globalCss: {
    html: {
      scrollBehavior: 'smooth',
      _motionReduce: { scrollBehavior: 'auto' },
      WebkitTextSizeAdjust: '100%',
    },
    body: {
      bg: 'bg.canvas',
      color: 'fg.default',
      fontFamily: 'body',
      lineHeight: 'relaxed',
      WebkitFontSmoothing: 'antialiased',
      textRendering: 'optimizeLegibility',
    },
    'h1, h2, h3, h4': { fontFamily: 'display', lineHeight: 'tight', letterSpacing: 'tight', textWrap: 'balance' },
    '::selection': { bg: 'saffron.200' },
    ':focus-visible': {
      outlineWidth: '3px',
      outlineStyle: 'solid',
      outlineColor: 'focusRing',
      outlineOffset: '2px',
    },
  },

  theme: {
    extend: {
      tokens: {
        colors: {
          current: { value: 'currentColor' },
          transparent: { value: 'transparent' },
          white: { value: '#FFFFFF' },
          black: { value: '#000000' },
          cream: {
            50: { value: '#FFFDF8' },
            100: { value: '#FBF6EC' },
            200: { value: '#F4EADA' },
            300: { value: '#E9DBC3' },
            400: { value: '#D6C3A4' },
          },
          charcoal: {
            500: { value: '#6E6257' }, // 5.3:1 on cream.100
            600: { value: '#54493F' }, // 8.3:1 on cream.100
            800: { value: '#2C2621' },
            900: { value: '#1F1B17' },
            950: { value: '#16130F' },
          },
          tomato: {
            50: { value: '#FDF0EA' },
            100: { value: '#FADCCE' },
            400: { value: '#F0805F' },
            500: { value: '#DB5532' },
            600: { value: '#B83C1D' }, // white on it: 5.6:1
            700: { value: '#982F15' },
            800: { value: '#7A2510' },
          },
          saffron: {
            100: { value: '#FDF1D6' },
            200: { value: '#FBE2A8' },
            300: { value: '#F6C96B' },
            400: { value: '#EFAE3A' },
            500: { value: '#D98E12' },
          },
          herb: {
            50: { value: '#E9F4E6' },
            600: { value: '#2E7D32' },
            700: { value: '#22632A' }, // on herb.50: 6.5:1
          },
          chilli: {
            50: { value: '#FCEAE7' },
            600: { value: '#B3261E' },
            700: { value: '#921D16' }, // on chilli.50: 7.3:1
          },
        },
        fonts: {
          // System faces only: nothing to download before the first paint.
          display: {
            value:
              'ui-serif, "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, Cambria, "DejaVu Serif", serif',
          },
          body: {
            value:
              'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
          },
        },
        shadows: {
          card: { value: '0 1px 2px rgba(60, 40, 20, 0.06), 0 4px 14px rgba(60, 40, 20, 0.06)' },
          cardHover: { value: '0 2px 4px rgba(60, 40, 20, 0.08), 0 12px 28px rgba(60, 40, 20, 0.12)' },
          button: { value: '0 1px 2px rgba(120, 40, 10, 0.25), 0 4px 12px rgba(184, 60, 29, 0.22)' },
          badgeRing: { value: '0 0 0 2px {colors.cream.100}' },
          float: { value: '0 12px 40px rgba(40, 25, 10, 0.18)' },
        },
        aspectRatios: {
          /** Every meal photo is 4:3; the server's width variants keep it. */
          meal: { value: '4 / 3' },
          auto: { value: 'auto' },
        },
        sizes: {
          // The home carousel's frame: fixed so skeleton, slide and error all take the same room.
          heroText: { value: '20rem' },
          heroMd: { value: '26rem' },
          heroLg: { value: '30rem' },
        },
        animations: {
          none: { value: 'none' },
          shimmer: { value: 'shimmer 1.4s ease-in-out infinite' },
          spin: { value: 'spin 0.8s linear infinite' },
          popIn: { value: 'popIn 140ms ease-out' },
          fadeIn: { value: 'fadeIn 300ms ease-out' },
        },
        zIndex: {
          sticky: { value: 100 },
          dropdown: { value: 1000 },
          skipLink: { value: 2000 },
        },
        durations: {
          fast: { value: '120ms' },
          normal: { value: '200ms' },
        },
      },
      semanticTokens: {
        colors: {
          bg: {
            canvas: { value: '{colors.cream.100}' },
            surface: { value: '{colors.cream.50}' },
            subtle: { value: '{colors.cream.200}' },
            inverse: { value: '{colors.charcoal.950}' },
            accentSubtle: { value: '{colors.tomato.50}' },
          },
          fg: {
            default: { value: '{colors.charcoal.900}' },
            muted: { value: '{colors.charcoal.600}' },
            subtle: { value: '{colors.charcoal.500}' },
            inverse: { value: '{colors.cream.100}' },
            inverseMuted: { value: '{colors.cream.400}' },
          },
          accent: {
            solid: { value: '{colors.tomato.600}' },
            hover: { value: '{colors.tomato.700}' },
            contrast: { value: '#FFFFFF' },
            text: { value: '{colors.tomato.700}' },
            onDark: { value: '{colors.saffron.300}' },
            warm: { value: '{colors.saffron.400}' },
          },
          border: {
            subtle: { value: '{colors.cream.200}' },
            default: { value: '{colors.cream.300}' },
            strong: { value: '{colors.cream.400}' },
          },
          veg: {
            solid: { value: '{colors.herb.600}' },
            subtle: { value: '{colors.herb.50}' },
            text: { value: '{colors.herb.700}' },
          },
          nonVeg: {
            solid: { value: '{colors.chilli.600}' },
            subtle: { value: '{colors.chilli.50}' },
            text: { value: '{colors.chilli.700}' },
          },
          skeleton: {
            base: { value: '{colors.cream.200}' },
            shine: { value: '{colors.cream.50}' },
          },
          focusRing: { value: '{colors.tomato.500}' },
        },
      },
      keyframes: {
        shimmer: {
          from: { backgroundPosition: '200% 0' },
          to: { backgroundPosition: '-200% 0' },
        },
        spin: { to: { transform: 'rotate(360deg)' } },
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
        popIn: {
          from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
          to: { opacity: 1, transform: 'translateY(0) scale(1)' },
        },
      },
      recipes: { button, badge, card, skeleton },
    },
  },
});
