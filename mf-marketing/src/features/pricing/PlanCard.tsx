import { useCopy, useFormat } from '../../site/site-context';

export interface PlanCardProps {
  name: string;
  tagline: string;
  features: readonly string[];
  /** The plan before it on the same tab, whose features this one includes. */
  includes?: string;
  /** The formatted price, or undefined for a free or contact-priced plan. */
  price?: string;
  priceKind: 'free' | 'priced' | 'contact';
  period: 'monthly' | 'yearly';
  candlesPerMonth: number;
  popular?: boolean;
  action: { href: string; label: string };
}

/** One plan: its name, price for the chosen period, AI candles a month and what it adds. */
export function PlanCard(props: PlanCardProps) {
  const pricing = useCopy('pricing');
  const format = useFormat();
  const headingId = `plan-${props.name.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <li className={`k-card k-plan${props.popular ? ' k-plan-popular' : ''}`} aria-labelledby={headingId}>
      {props.popular && <p className="k-badge">{pricing.popular}</p>}
      <h3 id={headingId}>{props.name}</h3>
      <p>{props.tagline}</p>
      <p className="k-price">
        {props.priceKind === 'free' && <strong>{pricing.price.free}</strong>}
        {props.priceKind === 'contact' && <strong>{pricing.price.contactUs}</strong>}
        {props.priceKind === 'priced' && (
          <>
            <strong>{props.price}</strong>
            <span>{props.period === 'monthly' ? pricing.price.perMonth : pricing.price.perYear}</span>
          </>
        )}
      </p>
      {props.priceKind === 'free' && <p className="k-muted">{pricing.price.noCard}</p>}
      <p className="k-candles">{format(pricing.price.candlesPerMonth, { count: props.candlesPerMonth })}</p>
      {props.includes && <p className="k-muted">{format(pricing.everythingIn, { plan: props.includes })}</p>}
      <ul className="k-checklist">
        {props.features.map((feature) => (
          <li key={feature}>{format(feature)}</li>
        ))}
      </ul>
      <a className={props.popular ? 'k-button' : 'k-button k-button-secondary'} href={props.action.href}>
        {props.action.label}
      </a>
    </li>
  );
}
