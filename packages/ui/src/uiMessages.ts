import en from './uiMessages.en.json';
import th from './uiMessages.th.json';
import workspaceEn from './uiWorkspaceMessages.en.json';
import workspaceTh from './uiWorkspaceMessages.th.json';

/**
 * The ui package's texts come in two parts: uiMessages.<locale>.json, those of the components a shop
 * page shows (the storefront merges this part alone, messages/<locale>.json), and
 * uiWorkspaceMessages.<locale>.json, those of the components only a workspace of the staff uses
 * (the file field, picture upload and ordering).
 */
export type UiMessageId = keyof typeof th | keyof typeof workspaceTh;

// Both catalogues of a part must hold exactly the same ids: a key missing on either side fails the type check.
const shopTh: Record<keyof typeof en, string> = th;
const shopEn: Record<keyof typeof th, string> = en;
const workspaceThai: Record<keyof typeof workspaceEn, string> = workspaceTh;
const workspaceEnglish: Record<keyof typeof workspaceTh, string> = workspaceEn;

/** All the ui package's texts per locale, for an app that uses every component (Thai is the default). */
export const uiMessages: Record<'th' | 'en', Record<UiMessageId, string>> = {
  th: { ...shopTh, ...workspaceThai },
  en: { ...shopEn, ...workspaceEnglish },
};
