import { escapeHtml as escape, noticeCard, outcomeRadios, sandboxPage } from './sandbox-page-shell';
import {
  KHALTI_OUTCOMES,
  SANDBOX_KHALTI_IDS,
  SANDBOX_KHALTI_MPIN,
  SANDBOX_KHALTI_OTP,
  type SandboxKhaltiPayment,
} from '../services/khalti-sandbox';
import type { SandboxOutcome } from '../services/sandbox-outcomes';

/**
 * The pages of the offline Khalti stand-in: plain HTML, one inline stylesheet, no script (the CSP allows script from
 * 'self' only), usable on a phone, saying plainly that no money moves.
 */


const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const STYLE = `
  :root { --purple: #5c2d91; --purple-dark: #46206f; --ink: #231a2e; --muted: #625a6b; --line: #e3dcea; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
         background: #f6f3f9; }
  header { background: var(--purple); color: #fff; padding: 14px 20px; display: flex; align-items: center; gap: 12px; }
  .wordmark { font-size: 28px; font-weight: 800; }
  .badge { margin-left: auto; font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: 1px;
           border: 1px solid #fff; border-radius: 999px; padding: 2px 10px; }
  main { max-width: 440px; margin: 24px auto; padding: 0 16px; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 20px; }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { margin: 0 0 20px; display: grid; gap: 8px; }
  dl div { display: flex; justify-content: space-between; gap: 12px; }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #c3b6d1; border-radius: 8px; }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; font: inherit; font-weight: 700; padding: 12px; border-radius: 8px; cursor: pointer;
           border: 1px solid var(--purple); }
  .pay { background: var(--purple); color: #fff; }
  .cancel { background: #fff; color: var(--purple-dark); }
  .error { list-style: none; background: #fdecea; color: #8a1c12; border: 1px solid #f5c2bc; border-radius: 8px; padding: 10px 12px; }
  .hint { margin-top: 20px; background: #f3eef9; border: 1px dashed var(--purple); border-radius: 8px; padding: 12px;
          font-size: 14px; }
  .hint p { margin: 0 0 4px; }
  .note { color: var(--muted); font-size: 13px; text-align: center; margin-top: 16px; }
  fieldset { border: 1px dashed #c3b6d1; border-radius: 8px; margin: 16px 0 0; padding: 8px 12px 12px; }
  fieldset label { display: flex; gap: 8px; font-weight: 400; font-size: 14px; margin: 6px 0 0; }
  fieldset input { width: auto; }
  a { color: var(--purple-dark); }
`;

const page = sandboxPage({ wordmark: 'Khalti', style: STYLE, note: "This is the restaurant's offline stand-in for Khalti's sandbox: no money moves." });

/** Khalti's payment page: who is paid, how much, the test credentials, what happens after Pay, pay or cancel. */
export function khaltiPaymentPage(
  payment: SandboxKhaltiPayment,
  state: { mobile?: string; outcome?: SandboxOutcome; error?: string } = {},
) {
  const outcome = state.outcome ?? 'return';
  const outcomes = outcomeRadios(KHALTI_OUTCOMES, outcome).join('\n      ');
  return page(
    'Khalti: pay',
    `<section class="card" aria-labelledby="title">
  <h1 id="title">Pay with Khalti</h1>
  <dl>
    <div><dt>Order</dt><dd>${escape(payment.purchase_order_name)}</dd></div>
    <div><dt>Purchase order id</dt><dd>${escape(payment.purchase_order_id)}</dd></div>
    <div><dt>Amount</dt><dd>Rs. ${RUPEES.format(payment.amount_paisa / 100)}</dd></div>
  </dl>
  ${state.error ? `<ul class="error" role="alert"><li>${escape(state.error)}</li></ul>` : ''}
  <form method="post" action="pay?pidx=${encodeURIComponent(payment.pidx)}">
    <label for="mobile">Khalti ID (mobile number)</label>
    <input id="mobile" name="mobile" inputmode="numeric" autocomplete="off" value="${escape(state.mobile ?? '')}">
    <label for="mpin">Khalti MPIN</label>
    <input id="mpin" name="mpin" type="password" inputmode="numeric" autocomplete="off">
    <label for="otp">OTP</label>
    <input id="otp" name="otp" inputmode="numeric" autocomplete="off">
    <fieldset>
      <legend>Sandbox: after Pay</legend>
      ${outcomes}
    </fieldset>
    <div class="actions">
      <button class="pay" type="submit" name="choice" value="pay">Pay Rs. ${RUPEES.format(payment.amount_paisa / 100)}</button>
      <button class="cancel" type="submit" name="choice" value="cancel">Cancel</button>
    </div>
  </form>
  <aside class="hint">
    <p>Khalti's test ids: ${SANDBOX_KHALTI_IDS.map(escape).join(', ')}</p>
    <p>MPIN: ${SANDBOX_KHALTI_MPIN} · OTP: ${SANDBOX_KHALTI_OTP}</p>
  </aside>
</section>`,
  );
}

/** A notice instead of the way back: the payment cannot be paid here, or was taken and its return lost on purpose. */
export function khaltiNoticePage(title: string, text: string, backUrl: string) {
  return page(`Khalti: ${title}`, noticeCard(title, text, backUrl));
}

/** The answer to a request the stand-in cannot take, listing what is wrong with it. */
export function khaltiProblemPage(title: string, problems: readonly string[], backUrl: string) {
  return page(
    `Khalti: ${title}`,
    `<section class="card" aria-labelledby="title">
  <h1 id="title">${escape(title)}</h1>
  <ul>
    ${problems.map((problem) => `<li>${escape(problem)}</li>`).join('\n    ')}
  </ul>
  <p><a href="${escape(backUrl)}">Open the shop</a></p>
</section>`,
  );
}
