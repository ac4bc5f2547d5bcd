// The services feature's public surface: other folders import it only from here (decision 0139).
export { Confirmation } from './confirmation';
export { SelectField, TextField } from './form-fields';
export { formatAge } from './format';
export {
  CityField,
  LeadForm,
  MobileField,
  PincodeField,
  ServicePageLayout,
  leadFormState,
} from './lead-form';
export {
  Detail,
  RegistrationLookupHero,
  SandboxNote,
  VehicleResultCard,
} from './registration-lookup';
export { ServiceHistoryReportView } from './service-history-report';
export { servicesApi, servicesPaths } from './services-paths';
export { UnlockReportForm } from './unlock-report-form';
