import { escapeHtml as escape, noticeCard, outcomeRadios, sandboxPage } from './sandbox-page-shell';
import { SANDBOX_ESEWA_IDS, SANDBOX_ESEWA_PASSWORD } from '../../contract/payment';
import { ESEWA_FIELD_NAMES, type SandboxPaymentRequest } from '../services/esewa-sandbox';
import { V2_FIELD_NAMES, V2_OUTCOMES, type V2PaymentRequest } from '../services/esewa-sandbox-v2';
import type { SandboxOutcome } from '../services/sandbox-outcomes';

/**
 * The pages of the sandbox eSewa stand-in: plain HTML, one inline stylesheet and no script at all (the CSP allows
 * script from 'self' only), usable on a phone. They look enough like eSewa's own form that the journey reads the
 * same, and say plainly that no money moves.
 */


// One formatter for every page: building one per call costs more than the rest of the page.
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupees = (paisa: number) => RUPEES.format(paisa / 100);

const STYLE = `
  :root { --green: #60bb46; --green-dark: #4a9a34; --ink: #1f2a1c; --muted: #5b6657; --line: #dfe6dc; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
         background: #f3f7f1; }
  header { background: var(--green); color: #fff; padding: 14px 20px; display: flex; align-items: center; gap: 12px; }
  .wordmark { font-size: 28px; font-weight: 800; letter-spacing: -0.5px; }
  .badge { margin-left: auto; font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: 1px;
           border: 1px solid #fff; border-radius: 999px; padding: 2px 10px; }
  main { max-width: 440px; margin: 24px auto; padding: 0 16px; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 20px;
          box-shadow: 0 2px 8px rgba(31, 42, 28, 0.06); }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { margin: 0 0 20px; display: grid; gap: 8px; }
  dl div { display: flex; justify-content: space-between; gap: 12px; }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; }
  .total { border-top: 1px solid var(--line); padding-top: 8px; font-size: 18px; }
  .total dd { color: var(--green-dark); }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #b9c4b5; border-radius: 8px; }
  input:focus { outline: 2px solid var(--green); outline-offset: 1px; border-color: var(--green); }
  .actions { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; font: inherit; font-weight: 700; padding: 12px; border-radius: 8px; cursor: pointer;
           border: 1px solid var(--green); }
  .pay { background: var(--green); color: #fff; }
  .pay:hover { background: var(--green-dark); }
  .cancel { background: #fff; color: var(--green-dark); }
  .error { background: #fdecea; color: #8a1c12; border: 1px solid #f5c2bc; border-radius: 8px; padding: 10px 12px;
           margin: 0 0 12px; }
  .hint { margin-top: 20px; background: #f0f8ec; border: 1px dashed var(--green); border-radius: 8px; padding: 12px;
          font-size: 14px; }
  .hint p { margin: 0 0 4px; }
  .note { color: var(--muted); font-size: 13px; text-align: center; margin-top: 16px; }
  fieldset { border: 1px dashed #b9c4b5; border-radius: 8px; margin: 16px 0 0; padding: 8px 12px 12px; }
  legend { font-weight: 600; font-size: 14px; padding: 0 4px; }
  fieldset label { display: flex; gap: 8px; align-items: flex-start; font-weight: 400; font-size: 14px; margin: 6px 0 0; }
  fieldset input { width: auto; margin-top: 4px; }
  ul { padding-left: 20px; }
  a { color: var(--green-dark); }
`;

const page = sandboxPage({ wordmark: 'eSewa', style: STYLE, note: "This is the restaurant's offline stand-in for eSewa's test gateway: no money moves." });

interface PaymentView {
  merchant: string;
  productId: string;
  totalPaisa: number;
  hidden: Array<[string, string]>;
  /** v2's sandbox-only choice of what happens after Pay. */
  outcome?: SandboxOutcome;
}

interface PageState {
  esewaId?: string;
  error?: string;
}

/** What the page shows of a checked form: who is paid (`merchant`), for what (`product`), and every field to post on. */
function viewOf<Name extends string>(
  request: { fields: Record<Name, string>; totalPaisa: number },
  names: readonly Name[],
  merchant: Name,
  product: Name,
): PaymentView {
  const { fields } = request;
  const hidden = names.map((name): [string, string] => [name, fields[name]]);
  return { merchant: fields[merchant], productId: fields[product], totalPaisa: request.totalPaisa, hidden };
}

/** eSewa's v1 form: who is paid, how much, for what; the test account; pay or cancel. */
export function sandboxPaymentPage(request: SandboxPaymentRequest, state: PageState = {}) {
  return paymentPage(viewOf(request, ESEWA_FIELD_NAMES, 'scd', 'pid'), state);
}

/** eSewa's v2 form, with the sandbox's choice of what eSewa does after Pay. */
export function sandboxV2PaymentPage(request: V2PaymentRequest, state: PageState & { outcome?: SandboxOutcome } = {}) {
  const view = viewOf(request, V2_FIELD_NAMES, 'product_code', 'transaction_uuid');
  return paymentPage({ ...view, outcome: state.outcome ?? 'return' }, state);
}

function outcomeChoice(chosen: SandboxOutcome) {
  const options = outcomeRadios(V2_OUTCOMES, chosen);
  return `<fieldset>
      <legend>What eSewa does after you pay (sandbox only)</legend>
      ${options.join('\n      ')}
    </fieldset>`;
}

function paymentPage(view: PaymentView, state: PageState) {
  const hidden = view.hidden
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('\n    ');
  const error = state.error ? `<p class="error" role="alert">${escape(state.error)}</p>` : '';
  const amount = `Rs. ${rupees(view.totalPaisa)}`;
  return page(
    `eSewa: pay ${amount} to ${view.merchant}`,
    `<section class="card" aria-labelledby="title">
  <h1 id="title">Pay with eSewa</h1>
  <dl>
    <div><dt>Merchant</dt><dd>${escape(view.merchant)}</dd></div>
    <div><dt>Product ID</dt><dd>${escape(view.productId)}</dd></div>
    <div class="total"><dt>Amount</dt><dd>${amount}</dd></div>
  </dl>
  ${error}
  <form method="post" action="pay">
    ${hidden}
    <label for="esewa-id">eSewa ID</label>
    <input id="esewa-id" name="esewa_id" inputmode="numeric" autocomplete="username" required value="${escape(state.esewaId ?? '')}">
    <label for="password">Password (or MPIN)</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    ${view.outcome ? outcomeChoice(view.outcome) : ''}
    <div class="actions">
      <button class="pay" type="submit" name="choice" value="pay">Pay</button>
      <button class="cancel" type="submit" name="choice" value="cancel" formnovalidate>Cancel</button>
    </div>
  </form>
  <aside class="hint" aria-label="Test credentials">
    <p><strong>Test credentials</strong></p>
    <p>eSewa ID: ${SANDBOX_ESEWA_IDS.join(', ')}</p>
    <p>Password (or MPIN): ${escape(SANDBOX_ESEWA_PASSWORD)}</p>
  </aside>
</section>`,
  );
}

/** The answer to a payment request the stand-in cannot take, saying what is wrong with it. */
export function sandboxProblemPage(problems: readonly string[], backUrl: string) {
  return page(
    'eSewa: this payment request is not valid',
    `<section class="card" aria-labelledby="title">
  <h1 id="title">This payment request is not valid</h1>
  <p>eSewa cannot take this payment because:</p>
  <ul>
    ${problems.map((problem) => `<li>${escape(problem)}</li>`).join('\n    ')}
  </ul>
  <p><a href="${escape(backUrl)}">Back to the shop</a></p>
</section>`,
  );
}

/** What the stand-in says when it took the payment but, as told, does not send the browser back. */
export function sandboxNoticePage(title: string, text: string, backUrl: string) {
  return page(`eSewa: ${title}`, noticeCard(title, text, backUrl));
}
