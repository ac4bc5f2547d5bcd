import {
  calculateEmi,
  checkEmiInput,
  EMI_CALCULATOR_DEFAULTS,
  type EmiInput,
  type EmiInputText,
} from '@carsetu/contracts';

/** The calculator's three fields as typed (strings), so a wrong value is shown back as typed. */
export type EmiFormValues = EmiInputText;

export interface EmiBreakdown {
  emiRupees: number;
  totalInterestRupees: number;
  totalPayableRupees: number;
}

export type EmiCalculation =
  | { ok: true; input: EmiInput; breakdown: EmiBreakdown }
  | { ok: false; fields: Partial<Record<keyof EmiFormValues, string>> };

export const DEFAULT_EMI_FORM_VALUES: EmiFormValues = {
  loanAmount: String(EMI_CALCULATOR_DEFAULTS.loanAmountRupees),
  interestRate: String(EMI_CALCULATOR_DEFAULTS.interestRatePercent),
  tenure: String(EMI_CALCULATOR_DEFAULTS.tenureMonths),
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export function breakdownOf(input: EmiInput): EmiBreakdown {
  const emiRupees = calculateEmi(input.loanAmount, input.interestRate, input.tenure);
  const totalPayableRupees = round2(emiRupees * input.tenure);
  return {
    emiRupees,
    totalPayableRupees,
    totalInterestRupees: round2(totalPayableRupees - input.loanAmount),
  };
}

/**
 * Same rules in the loader (no-JS GET form) and in the browser (live as you type); zod-free
 * (checkEmiInput) so the live calculator adds no validation library to the page.
 */
export function calculateFromForm(values: EmiFormValues): EmiCalculation {
  const checked = checkEmiInput(values);
  if (!checked.ok) return checked;
  return { ok: true, input: checked.value, breakdown: breakdownOf(checked.value) };
}
