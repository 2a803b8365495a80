import { defineConfig } from '@pandacss/dev';
import { recipes } from './panda/recipes';
import { semanticTokens } from './panda/semantic-tokens';
import { tokens } from './panda/tokens';

// The look itself lives in panda/: the palette, fonts and sizes (tokens.ts), what each colour is for
// (semantic-tokens.ts) and the recipes (recipes.ts). This file wires them in with the global styles and keyframes.

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Every colour, space, size and shadow comes from the tokens in panda/; TypeScript refuses anything else.
  strictTokens: true,
  hooks: {
    // Panda's default palette is ~270 colour variables this app never uses; its own palette is panda/tokens.ts.
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
      tokens,
      semanticTokens,
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
      recipes,
    },
  },
});
