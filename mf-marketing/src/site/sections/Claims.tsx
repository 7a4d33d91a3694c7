import { useCopy } from '../site-context';

/** SPEC §1's marketing claims, as written in the common copy. */
export function Claims() {
  const { claims } = useCopy('common');
  return (
    <section className="k-section" aria-labelledby="claims-title">
      <div className="k-container">
        <h2 id="claims-title">{claims.title}</h2>
        <ul className="k-claims">
          {claims.items.map((claim) => (
            <li key={claim.label}>
              <strong>{claim.figure}</strong>
              <span>{claim.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
