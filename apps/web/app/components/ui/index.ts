// The ui feature's public surface: other folders import it only from here (decision 0139).
export { Button, buttonClasses } from './button';
export { ContentBlocks, heroOf } from './content-blocks';
export { Dialog } from './dialog';
export { initialSelectValue } from './initial-select-value';
export { FaqList } from './faq-list';
export {
  ChatIcon,
  CheckIcon,
  ChevronDownIcon,
  ExternalIcon,
  HeartIcon,
  MenuIcon,
  PhoneIcon,
  WhatsAppIcon,
} from './icons';
export { imagePreloads, ResponsiveImage } from './responsive-image';
export { LegalArticle } from './legal-article';
export type { LegalSection } from './legal-article';
export { MobileNumberField } from './mobile-number-field';
export { OtpField } from './otp-field';
export { RegistrationNumberForm } from './registration-number-form';
export { ScrollRegion } from './scroll-region';
export { SlotPicker } from './slot-picker';
export { TestimonialCards } from './testimonial-cards';
export { Timeline } from './timeline';
export { PageMessages, ToastProvider, useToast } from './toast';
export { useSecondsLeft } from './use-seconds-left';
