/** The link GeoLite2's licence asks the attribution to carry (its {link} placeholder in the copy). */
export function MaxMindLink() {
  return (
    <a href="https://www.maxmind.com" rel="noopener">
      maxmind.com
    </a>
  );
}
