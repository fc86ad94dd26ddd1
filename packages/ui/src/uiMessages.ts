import en from './uiMessages.en.json';
import th from './uiMessages.th.json';
import pageEn from './uiPageMessages.en.json';
import pageTh from './uiPageMessages.th.json';
import workspaceEn from './uiWorkspaceMessages.en.json';
import workspaceTh from './uiWorkspaceMessages.th.json';

/**
 * The ui package's texts come in three parts: uiMessages.<locale>.json, those of the components any
 * shop page may show (the storefront starts with this part, messages/<locale>.json);
 * uiPageMessages.<locale>.json, those of the components only a page of the account, the orders, the
 * comparison or checkout shows (address cards, status badges, card fields, the comparison table,
 * the checkout steps, avatars, toasts; the storefront loads them with those pages,
 * messages/pages/<locale>.json); and uiWorkspaceMessages.<locale>.json, those of the components only
 * a workspace of the staff uses (the file field, picture upload and ordering).
 */
export type UiMessageId = keyof typeof th | keyof typeof pageTh | keyof typeof workspaceTh;

// Both catalogues of a part must hold exactly the same ids: a key missing on either side fails the type check.
const shopTh: Record<keyof typeof en, string> = th;
const shopEn: Record<keyof typeof th, string> = en;
const pageThai: Record<keyof typeof pageEn, string> = pageTh;
const pageEnglish: Record<keyof typeof pageTh, string> = pageEn;
const workspaceThai: Record<keyof typeof workspaceEn, string> = workspaceTh;
const workspaceEnglish: Record<keyof typeof workspaceTh, string> = workspaceEn;

/** All the ui package's texts per locale, for an app that uses every component (Thai is the default). */
export const uiMessages: Record<'th' | 'en', Record<UiMessageId, string>> = {
  th: { ...shopTh, ...pageThai, ...workspaceThai },
  en: { ...shopEn, ...pageEnglish, ...workspaceEnglish },
};
