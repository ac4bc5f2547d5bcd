import {
  calculateEmi,
  EMI_CALCULATOR_DEFAULTS,
  EmiCalculatorQuerySchema,
  type EmiCalculatorQuery,
} from '@carsetu/contracts';

/** The calculator's three fields as typed (strings), so a wrong value is shown back as typed. */
export interface EmiFormValues {
  loanAmount: string;
  interestRate: string;
  tenure: string;
}

export interface EmiBreakdown {
  emiRupees: number;
  totalInterestRupees: number;
  totalPayableRupees: number;
}

export type EmiCalculation =
  | { ok: true; input: EmiCalculatorQuery; breakdown: EmiBreakdown }
  | { ok: false; fields: Partial<Record<keyof EmiFormValues, string>> };

export const DEFAULT_EMI_FORM_VALUES: EmiFormValues = {
  loanAmount: String(EMI_CALCULATOR_DEFAULTS.loanAmountRupees),
  interestRate: String(EMI_CALCULATOR_DEFAULTS.interestRatePercent),
  tenure: String(EMI_CALCULATOR_DEFAULTS.tenureMonths),
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export function breakdownOf(input: EmiCalculatorQuery): EmiBreakdown {
  const emiRupees = calculateEmi(input.loanAmount, input.interestRate, input.tenure);
  const totalPayableRupees = round2(emiRupees * input.tenure);
  return {
    emiRupees,
    totalPayableRupees,
    totalInterestRupees: round2(totalPayableRupees - input.loanAmount),
  };
}

/** Same rules in the loader (no-JS GET form) and in the browser (live as you type). */
export function calculateFromForm(values: EmiFormValues): EmiCalculation {
  const parsed = EmiCalculatorQuerySchema.safeParse({
    loanAmount: values.loanAmount.trim() || undefined,
    interestRate: values.interestRate.trim() || undefined,
    tenure: values.tenure.trim() || undefined,
  });
  if (!parsed.success) {
    const fields: Partial<Record<keyof EmiFormValues, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof EmiFormValues;
      fields[key] ??= issue.message;
    }
    return { ok: false, fields };
  }
  return { ok: true, input: parsed.data, breakdown: breakdownOf(parsed.data) };
}
