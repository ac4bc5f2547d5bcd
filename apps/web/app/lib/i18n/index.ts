export {
  LocaleProvider,
  metaTranslator,
  msg,
  registerCatalog,
  translator,
  useLocale,
  useT,
  type MessageValues,
  type Translate,
} from './i18n';
export { RichText } from './rich-text';
