/**
 * Where challans and vehicle registrations come from. The real sources are the government
 * e-challan system and the vehicle registry (VAHAN); we cannot reach them here, so the sandbox
 * (sandbox-challan-source.ts) answers deterministically per registration number.
 */
export interface SourceVehicle {
  registrationNumber: string;
  make: string;
  model: string;
  fuelType: string;
  /** yyyy-mm-dd */
  registrationDate: string;
  ownerName: string;
  ownerPhone: string;
}

export interface SourceChallan {
  challanNumber: string;
  registrationNumber: string;
  offenceKey: string;
  offence: string;
  section: string;
  place: string;
  offenceAt: Date;
  finePaise: number;
  /** As the source reports it; 'sent to court after 60 days' is derived from the date by us. */
  status: 'pending' | 'paid' | 'virtual-court';
}

/** The fine schedule and places the sandbox draws from (a real source reports its own). */
export interface ChallanContext {
  schedule: { offenceKey: string; section: string; title: string; finePaise: number }[];
  places: string[];
  now: Date;
}

/** Insurance and PUC validity as the registry reports them (VAHAN's "insurance upto", "PUCC upto"). */
export interface SourceValidity {
  /** Last valid day of the insurance policy, yyyy-mm-dd. */
  insuranceUpto: string;
  /** Last valid day of the PUC certificate, yyyy-mm-dd; null when none is needed (electric). */
  pucUpto: string | null;
}

/** The RC's hypothecation (VAHAN's "financer"): the lender a car is pledged to until its loan closes. */
export interface SourceHypothecation {
  /** The lender's name; null when the RC names none. */
  financer: string | null;
}

export interface ChallanSource {
  readonly name: string;
  fetchVehicle(registrationNumber: string): Promise<SourceVehicle>;
  /** `now` only lets the sandbox keep its invented dates near today; a real registry ignores it. */
  fetchValidity(registrationNumber: string, now: Date): Promise<SourceValidity>;
  fetchChallans(registrationNumber: string, context: ChallanContext): Promise<SourceChallan[]>;
  fetchHypothecation(registrationNumber: string): Promise<SourceHypothecation>;
}
