import { useLingui } from './use-lingui';
import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';

interface RichTextProps {
  /** The English with its markup numbered, marked where it is written: `id={/*i18n*\/ 'Have an account? <0>Login</0>'}`. */
  id: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}

/**
 * A text with markup inside it (a link in a sentence), in the language shown: Lingui's Trans. It is taken from
 * Lingui's `/server` entry, which the first page does not import, so only the screens that have such a text carry it.
 */
export function RichText({ id, values, components }: RichTextProps) {
  const { i18n } = useLingui();
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
}
