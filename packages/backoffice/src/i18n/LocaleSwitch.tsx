import { Button } from '@probuild/ui';
import { createContext, useContext } from 'react';
import { type Locale, useText } from './messages.ts';

/** The language shown and how to change it (the App keeps it, and remembers it under `language`). */
export const LocaleContext = createContext<{ locale: Locale; setLocale: (locale: Locale) => void }>({
  locale: 'th',
  setLocale: () => {},
});

/** A button to the other language, labelled in that language. */
export function LocaleSwitch({ onBrand = false }: { onBrand?: boolean }) {
  const t = useText();
  const { locale, setLocale } = useContext(LocaleContext);
  const other: Locale = locale === 'th' ? 'en' : 'th';
  return (
    <Button size="sm" variant={onBrand ? 'secondary' : 'ghost'} lang={other} onClick={() => setLocale(other)}>
      {t('app.language')}
    </Button>
  );
}
