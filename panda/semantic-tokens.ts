import { defineSemanticTokens } from '@pandacss/dev';

// What each colour is for (a background, text, the accent, veg / non-veg), named over the raw palette of ./tokens.ts:
// views and recipes use these names, so a palette change is made once, here or there.
export const semanticTokens = defineSemanticTokens({
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
});
