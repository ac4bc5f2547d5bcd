// The help feature's public surface: other folders import it only from here (decision 0139).
export { HelpWidget } from './help-widget';
export { REQUEST_CALLBACK_EXPERIMENT } from './need-help-action';
