import { useCopy } from '../../site/site-context';
import type { BillingPeriod } from '../../site/plans/price-display';

/** Monthly or yearly billing, as a radio group (native keyboard use, announced as one choice). */
export function BillingPeriodChoice({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const pricing = useCopy('pricing');
  return (
    <fieldset className="k-segmented">
      <legend>{pricing.billing.label}</legend>
      {(['monthly', 'yearly'] as const).map((period) => (
        <label key={period}>
          <input type="radio" name="billing-period" value={period} checked={value === period} onChange={() => onChange(period)} />
          <span>
            {pricing.billing[period]}
            {period === 'yearly' && <small> · {pricing.billing.yearlySaving}</small>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
