import { BREAKPOINTS, darkPalette, lightPalette, type Palette } from '@koinonia/ui/theme';

/**
 * The public site's stylesheet: plain CSS inlined into each pre-rendered page (no runtime styling library in
 * the browser, no flash of unstyled text) and injected by the app's ./Section. Colours are the app's palettes
 * (packages/ui) as custom properties; layout uses logical properties (inline-start/end) so right-to-left
 * pages mirror by themselves. Everything is scoped under .k-site so the app's own styles are untouched.
 */
const variables = (palette: Palette) =>
  Object.entries(palette)
    .map(([name, value]) => `--k-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value};`)
    .join('');

const { phone, mobile, desktop } = BREAKPOINTS;

/**
 * The gold accent as text and badge colour: the palette's own gold is for large marks and reads at under
 * 3:1 as small text on the light background, so light pages darken it (7:1; WCAG AA asks 4.5:1).
 */
const ACCENT_TEXT = {
  light: '--k-accent-text:#7a5200;--k-accent-contrast:#ffffff;',
  dark: `--k-accent-text:${darkPalette.accent};--k-accent-contrast:${darkPalette.background};`,
};

export const siteStyles = `
.k-site{${variables(lightPalette)}${ACCENT_TEXT.light}color-scheme:light;background:var(--k-background);color:var(--k-text);min-height:100vh;display:flex;flex-direction:column;line-height:1.6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic','Noto Sans Hebrew',sans-serif}
[data-theme=dark] .k-site,.k-site[data-theme=dark]{${variables(darkPalette)}${ACCENT_TEXT.dark}color-scheme:dark}
@media (prefers-color-scheme:dark){html:not([data-theme]) .k-site{${variables(darkPalette)}${ACCENT_TEXT.dark}color-scheme:dark}}
.k-site *,.k-site *::before,.k-site *::after{box-sizing:border-box}
.k-site a{color:var(--k-primary);text-underline-offset:.2em}
.k-site :focus-visible{outline:3px solid var(--k-focus);outline-offset:2px}
.k-site h1,.k-site h2,.k-site h3{line-height:1.2;margin:0 0 .75rem}
.k-site h1{font-size:clamp(2rem,5vw,3.25rem);max-width:22ch}
.k-site h2{font-size:clamp(1.5rem,3vw,2.1rem)}
.k-site h3{font-size:1.15rem}
.k-site p{margin:0 0 1rem}
.k-site main{flex:1;outline:none}
.k-container{width:100%;max-width:72rem;margin-inline:auto;padding-inline:1.25rem}
.k-prose{max-width:48rem}
.k-muted{color:var(--k-text-muted)}
.k-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.k-skip{position:absolute;inset-inline-start:1rem;top:-4rem;z-index:20;background:var(--k-surface);padding:.5rem 1rem;border-radius:6px}
.k-skip:focus{top:1rem}
.k-header{position:relative;z-index:10;background:var(--k-surface);border-block-end:1px solid var(--k-border)}
@media (min-width:${desktop}px){.k-header{position:sticky;top:0}}
@media (max-width:${phone - 1}px){.k-header-actions .k-button{display:none}.k-header-actions{gap:.25rem}}
.k-header-row{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.25rem;min-height:4rem;padding-block:.5rem}
.k-brand{display:inline-flex;align-items:center;gap:.5rem;font-weight:800;font-size:1.25rem;color:var(--k-text)!important;text-decoration:none}
.k-nav{order:3;flex-basis:100%;overflow-x:auto}
.k-nav>ul{display:flex;gap:.25rem 1rem;list-style:none;margin:0;padding:0;align-items:center}
.k-nav a,.k-nav summary{color:var(--k-text);text-decoration:none;font-weight:600;padding:.5rem .25rem;display:inline-block;white-space:nowrap}
.k-nav a[aria-current=page]{color:var(--k-primary);text-decoration:underline}
.k-header-actions{display:flex;align-items:center;gap:.5rem;margin-inline-start:auto;flex-wrap:wrap}
@media (min-width:${desktop}px){.k-nav{order:0;flex:1 1 auto;min-width:0;overflow:visible}.k-nav>ul{flex-wrap:wrap}.k-header-row{flex-wrap:nowrap}.k-header-actions{flex-wrap:nowrap;flex-shrink:0}.k-header-actions a{white-space:nowrap}}
.k-dropdown{position:relative}
.k-dropdown summary{cursor:pointer;list-style:none}
.k-dropdown summary::-webkit-details-marker{display:none}
.k-dropdown summary::after{content:'';display:inline-block;margin-inline-start:.4rem;border:solid currentColor;border-width:0 2px 2px 0;padding:2.5px;transform:translateY(-3px) rotate(45deg)}
.k-dropdown-list{position:absolute;inset-inline-start:0;top:100%;z-index:15;min-width:14rem;max-height:70vh;overflow-y:auto;margin:.25rem 0 0;padding:.5rem;list-style:none;background:var(--k-surface-raised);border:1px solid var(--k-border);border-radius:10px;box-shadow:0 12px 32px rgba(0,0,0,.18)}
@media (max-width:${mobile - 1}px){.k-dropdown-list,.k-language .k-dropdown-list{position:fixed;inset-inline:1rem;top:auto;min-width:0}}
.k-dropdown-list a{display:block;padding:.45rem .75rem;border-radius:6px;color:var(--k-text);text-decoration:none;font-weight:500}
.k-dropdown-list a:hover,.k-dropdown-list a[aria-current]{background:var(--k-surface)}
.k-dropdown-list a[aria-current]{font-weight:700}
.k-language .k-dropdown-list{inset-inline-start:auto;inset-inline-end:0;columns:2;min-width:min(18rem,calc(100vw - 2rem))}
.k-language summary{display:inline-flex;align-items:center;padding:.45rem .6rem;border:1px solid var(--k-border);border-radius:6px;color:var(--k-text)}
.k-button,.k-link-button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.55rem 1.1rem;border-radius:8px;font-weight:700;text-decoration:none;border:2px solid transparent;cursor:pointer;font:inherit;font-weight:700}
.k-button{background:var(--k-primary);color:var(--k-primary-text)!important}
.k-button:hover{filter:brightness(1.08)}
.k-button-secondary{background:transparent;color:var(--k-primary)!important;border-color:var(--k-primary)}
.k-link-button{color:var(--k-text)!important;background:transparent}
.k-icon-button{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;border-radius:8px;border:1px solid var(--k-border);background:transparent;color:var(--k-text);cursor:pointer}
.k-back{display:inline-flex;gap:.35rem;align-items:center;margin-block-start:1.25rem;font-weight:600}
[dir=rtl] .k-arrow{display:inline-block;transform:scaleX(-1)}
.k-hero{padding-block:3.5rem 2.5rem}
.k-eyebrow{text-transform:uppercase;letter-spacing:.08em;font-size:.85rem;font-weight:700;color:var(--k-accent-text)}
:lang(ar) .k-eyebrow,:lang(fa) .k-eyebrow,:lang(ur) .k-eyebrow,:lang(he) .k-eyebrow{letter-spacing:0}
.k-lead{font-size:clamp(1.1rem,2vw,1.3rem);max-width:46rem;color:var(--k-text-muted)}
.k-actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:1.5rem}
.k-section{padding-block:3rem}
.k-section-alt{background:var(--k-surface-raised);border-block:1px solid var(--k-border)}
.k-grid,.k-steps,.k-claims,.k-cards{list-style:none;margin:1.5rem 0 0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,16rem),1fr))}
.k-card{background:var(--k-surface);border:1px solid var(--k-border);border-radius:12px;padding:1.25rem}
.k-card p{color:var(--k-text-muted);margin:0}
.k-card a{font-weight:700}
.k-steps{counter-reset:step}
.k-steps>li{counter-increment:step}
.k-steps>li::before{content:counter(step);display:inline-flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;border-radius:50%;background:var(--k-primary);color:var(--k-primary-text);font-weight:800;margin-block-end:.75rem}
.k-claims li{display:flex;flex-direction:column;gap:.25rem}
.k-claims strong{font-size:clamp(1.75rem,4vw,2.5rem);color:var(--k-primary);line-height:1.1}
.k-cta{text-align:center}
.k-cta h2,.k-cta .k-lead{margin-inline:auto}
.k-cta .k-actions{justify-content:center}
.k-privacy{border-inline-start:4px solid var(--k-accent);padding-inline-start:1.25rem}
.k-checklist{padding-inline-start:1.25rem}
.k-footer{background:var(--k-surface);border-block-start:1px solid var(--k-border);margin-block-start:2rem;padding-block:2.5rem 1rem;font-size:.95rem}
.k-footer-grid{display:grid;gap:2rem;grid-template-columns:1fr}
@media (min-width:${mobile}px){.k-footer-grid{grid-template-columns:2fr 1fr 1fr 1fr}}
.k-footer h2{font-size:1rem;margin-block-end:.5rem}
.k-footer ul{list-style:none;margin:0;padding:0}
.k-footer li{margin-block:.3rem}
.k-footer-bottom{border-block-start:1px solid var(--k-border);margin-block-start:2rem;padding-block-start:1rem;display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem}
.k-footer-bottom p{margin:0}
.k-field{display:flex;flex-direction:column;gap:.35rem;margin-block-end:1.1rem}
.k-field label,.k-field legend{font-weight:600}
.k-field input,.k-field textarea,.k-field select{font:inherit;color:var(--k-text);background:var(--k-surface);border:1px solid var(--k-border);border-radius:8px;padding:.65rem .75rem;width:100%}
.k-field textarea{min-height:9rem;resize:vertical}
.k-field [aria-invalid=true]{border-color:var(--k-danger);border-width:2px}
.k-field-hint{font-size:.85rem;color:var(--k-text-muted)}
.k-field-error{font-size:.9rem;color:var(--k-danger);font-weight:600}
.k-alert{border-radius:10px;padding:1rem 1.25rem;margin-block:1rem;border:1px solid var(--k-border);background:var(--k-surface)}
.k-alert-error{border-color:var(--k-danger)}
.k-alert-success{border-color:var(--k-success)}
.k-honeypot{position:absolute!important;inset-inline-start:-10000px;width:1px;height:1px;overflow:hidden}
.k-search{display:flex;gap:.5rem;align-items:center;max-width:36rem}
.k-search input{flex:1;font:inherit;color:var(--k-text);background:var(--k-surface);border:1px solid var(--k-border);border-radius:8px;padding:.65rem .75rem}
.k-tabs{display:inline-flex;gap:.25rem;padding:.25rem;border-radius:10px;background:var(--k-surface-raised);border:1px solid var(--k-border);flex-wrap:wrap}
.k-tab{font:inherit;font-weight:700;border:0;border-radius:8px;padding:.6rem 1rem;background:transparent;color:var(--k-text);cursor:pointer}
.k-tab[aria-selected=true]{background:var(--k-primary);color:var(--k-primary-text)}
.k-table{width:100%;border-collapse:collapse;margin-block:1rem}
.k-table th,.k-table td{text-align:start;padding:.6rem .75rem;border-block-end:1px solid var(--k-border)}
.k-site details.k-faq{border-block-end:1px solid var(--k-border);padding-block:.75rem}
.k-site details.k-faq summary{cursor:pointer;font-weight:700}
.k-columns{display:grid;gap:2rem;grid-template-columns:1fr;align-items:start}
@media (min-width:${mobile}px){.k-columns{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
.k-line{display:block}
.k-site address{font-style:normal}
.k-plans{align-items:stretch}
.k-plan{display:flex;flex-direction:column;gap:.5rem}
.k-plan .k-checklist{flex:1;color:var(--k-text)}
.k-plan .k-button{margin-block-start:.5rem}
.k-plan-popular{border:2px solid var(--k-primary)}
.k-site .k-badge{align-self:flex-start;background:var(--k-accent-text);color:var(--k-accent-contrast);border-radius:999px;padding:.15rem .7rem;font-size:.8rem;font-weight:800;margin:0}
.k-site .k-price{display:flex;align-items:baseline;gap:.25rem;margin:0;color:var(--k-text)}
.k-price strong{font-size:2rem;line-height:1.1}
.k-candles{font-weight:700;color:var(--k-accent-text);margin:0}
.k-segmented{display:inline-flex;flex-wrap:wrap;align-items:center;gap:.5rem;border:0;padding:0;margin:0 0 1.25rem}
.k-segmented legend{font-weight:700;margin-block-end:.5rem;padding:0}
.k-segmented label{display:inline-flex;align-items:center;gap:.4rem;border:1px solid var(--k-border);border-radius:8px;padding:.5rem .85rem;cursor:pointer;background:var(--k-surface)}
.k-segmented label:has(input:checked){border-color:var(--k-primary);box-shadow:inset 0 0 0 1px var(--k-primary)}
.k-segmented small{color:var(--k-text-muted)}
.k-tabpanel{margin-block-start:1rem;outline-offset:4px}
.k-choices{border:0;padding:0}
.k-choice{display:flex;gap:.6rem;align-items:flex-start;border:1px solid var(--k-border);border-radius:10px;padding:.75rem;margin-block-end:.5rem;cursor:pointer;background:var(--k-surface)}
.k-choice input{margin-block-start:.3rem}
.k-choice>span{display:flex;flex-direction:column}
.k-form .k-button{min-width:9rem}
.k-form .k-button:disabled{opacity:.6;cursor:not-allowed}
.k-search-area{margin-block-end:1.5rem}
.k-search-label{display:block;font-weight:700;margin-block-end:.35rem}
.k-toc{columns:2 16rem;padding-inline-start:1.25rem}
.k-article{padding-block:1.25rem;border-block-end:1px solid var(--k-border);scroll-margin-top:5rem}
.k-site section[id]{scroll-margin-top:5rem}
.k-faq-group{margin-block-start:2rem}
@media print{.k-header,.k-footer,.k-skip{display:none}}
`;

/** What only a whole pre-rendered page needs: the document's own margins, and no-JavaScript fallbacks. */
export const documentStyles = `html,body{margin:0}body{background:${lightPalette.background}}@media (prefers-color-scheme:dark){html:not([data-theme]) body{background:${darkPalette.background}}}html[data-theme=dark] body{background:${darkPalette.background}}`;
