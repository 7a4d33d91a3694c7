import { CHURCH_CLAIM_CODE_MINUTES } from '@koinonia/contracts';
import { escapeHtml, type MailMessage } from '@koinonia/service-kit';

/** The code that proves an address at the church's domain: the same words in the text and the HTML body. */
export function churchClaimCodeEmail(to: string, churchName: string, code: string): MailMessage {
  const lines = [
    `Someone asked to run ${churchName} on Koinonia and gave this address, at the church's own domain, as proof.`,
    `Your code is ${code}. It works for ${CHURCH_CLAIM_CODE_MINUTES} minutes.`,
    'Enter it on the claim page to become the church’s admin on Koinonia.',
  ];
  const closing = 'If you did not ask for this, you can ignore this email: nothing changes without the code.';
  return {
    to,
    subject: `Your code to claim ${churchName} on Koinonia`,
    text: ['Hello,', '', ...lines, '', closing, '', 'Koinonia'].join('\n'),
    html: [
      '<p>Hello,</p>',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${escapeHtml(closing)}</p>`,
      '<p>Koinonia</p>',
    ].join('\n'),
  };
}
