/**
 * Where service records of a vehicle come from. The real sources are the makers' dealer
 * workshop systems (and aggregators of them); we cannot reach them here, so the sandbox
 * (sandbox-service-history-source.ts) answers deterministically per registration number.
 */
export interface SourceServiceVisit {
  /** yyyy-mm-dd */
  date: string;
  /** As the workshop wrote it on the job card; a source does not correct rollbacks. */
  odometerKm: number;
  workshop: string;
  city: string;
  workDone: string[];
  parts: string[];
}

/** What the source needs to know about the vehicle (from the vehicle registry). */
export interface ServiceHistoryVehicle {
  registrationNumber: string;
  make: string;
  /** yyyy-mm-dd */
  registrationDate: string;
}

export interface ServiceHistorySource {
  readonly name: string;
  /** Makes whose authorised-workshop records the source holds (spec §7 "brand list"). */
  coveredBrands(): string[];
  /** Visits up to `now`, oldest first. */
  fetchVisits(vehicle: ServiceHistoryVehicle, now: Date): Promise<SourceServiceVisit[]>;
}
