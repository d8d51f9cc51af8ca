/**
 * The reference payment page: the amount, the store's name, the gateways the config offers (the one the
 * customer picked is chosen), and three ways out — pay, a declined card, cancel. A plain form, no script,
 * in English or Arabic (right to left), with its own Content-Security-Policy: its one inline style by hash,
 * and form submission allowed to this server and to the address the browser returns to. A caller who comes
 * without the order's token is asked to sign in first (renderPaymentSignIn).
 */
import { createHash } from 'node:crypto';

export interface PageText {
  title: string;
  amountLabel: string;
  methodLabel: string;
  pay: string;
  decline: string;
  cancel: string;
  note: string;
}

/** The sign-in a customer who arrives without a token is asked for (the text of its page). */
export interface SignInText {
  title: string;
  lead: string;
  account: string;
  password: string;
  submit: string;
  /** What a refused sign-in says, by its status: wrong credentials, a block; others show the server's words. */
  refused: { 401: string; 405: string } | null;
}

export const SIGN_IN_TEXT: Record<'en' | 'ar', SignInText> = {
  en: {
    title: 'Sign in to pay',
    lead: 'Sign in with the account that placed the order to see what is due and pay it.',
    account: 'Email or phone',
    password: 'Password',
    submit: 'Sign in and continue',
    refused: null,
  },
  ar: {
    title: 'سجّل الدخول للدفع',
    lead: 'سجّل الدخول بالحساب الذي قدّم الطلب لترى المبلغ المستحق وتدفعه.',
    account: 'البريد الإلكتروني أو الهاتف',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول والمتابعة',
    refused: { 401: 'البريد الإلكتروني أو الهاتف أو كلمة المرور غير صحيحة.', 405: 'محاولات كثيرة. انتظر قليلاً ثم حاول مرة أخرى.' },
  },
};

export const PAGE_TEXT: Record<'en' | 'ar', PageText> = {
  en: {
    title: 'Payment',
    amountLabel: 'Amount to pay',
    methodLabel: 'Pay with',
    pay: 'Pay now',
    decline: 'Simulate a declined payment',
    cancel: 'Cancel and go back',
    note: 'This is the reference payment page: no card is charged and no gateway is contacted.',
  },
  ar: {
    title: 'الدفع',
    amountLabel: 'المبلغ المستحق',
    methodLabel: 'الدفع عبر',
    pay: 'ادفع الآن',
    decline: 'محاكاة رفض الدفع',
    cancel: 'إلغاء والعودة',
    note: 'هذه صفحة الدفع المرجعية: لا تُخصم أي بطاقة ولا يتم الاتصال بأي بوابة دفع.',
  },
};

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:Canvas;color:CanvasText}
main{inline-size:min(100% - 2rem,28rem);padding-block:2rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1.5rem}
fieldset{border:1px solid GrayText;border-radius:.75rem;padding:1rem;margin:0 0 1.5rem}
label{display:flex;align-items:center;gap:.75rem;min-block-size:2.75rem}
img{inline-size:2rem;block-size:2rem}
button{display:block;inline-size:100%;min-block-size:3rem;margin-block-end:.75rem;border-radius:.75rem;font:inherit;font-weight:600;cursor:pointer;border:1px solid GrayText;background:transparent;color:inherit}
button[value=success]{background:#0a7d4f;border-color:#0a7d4f;color:#fff}
p.note{font-size:.875rem;opacity:.8}
.field{display:grid;gap:.25rem;margin-block-end:1rem}
.field input{min-block-size:2.75rem;padding-inline:.75rem;border:1px solid GrayText;border-radius:.5rem;font:inherit;background:Field;color:FieldText}
p.error{color:#b3261e;font-weight:600}
`;

export const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const documentOf = (language: 'en' | 'ar', title: string, businessName: string, body: string) => `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} · ${escape(businessName)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body></html>`;

/**
 * The page a caller without a token meets (whatever order it names, so it tells nobody which orders exist):
 * the account that placed the order signs in, and the form posts back to the very address it was opened at.
 */
export function renderPaymentSignIn(options: { language: 'en' | 'ar'; businessName: string; error: { status: number; message: string } | null }): string {
  const text = SIGN_IN_TEXT[options.language];
  const refused = options.error ? ((options.error.status === 401 || options.error.status === 405 ? text.refused?.[options.error.status] : undefined) ?? options.error.message) : null;
  const error = refused ? `<p class="error" role="alert">${escape(refused)}</p>` : '';
  return documentOf(
    options.language,
    text.title,
    options.businessName,
    `<h1>${escape(text.title)}</h1>
<p>${escape(text.lead)}</p>
${error}<form method="post">
<p class="field"><label for="account">${escape(text.account)}</label><input id="account" name="email_or_phone" dir="auto" autocomplete="username" required maxlength="255"></p>
<p class="field"><label for="password">${escape(text.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required minlength="6" maxlength="255"></p>
<button type="submit" value="success">${escape(text.submit)}</button>
</form>
<p class="note">${escape(PAGE_TEXT[options.language].note)}</p>`,
  );
}

export function renderPaymentPage(options: {
  language: 'en' | 'ar';
  businessName: string;
  amount: string;
  requestId: string;
  chosen: string;
  gateways: readonly { gateway: string; gateway_title: string; image_url: string }[];
}): string {
  const text = PAGE_TEXT[options.language];
  const gateways = options.gateways
    .map(
      (gateway) =>
        `<label><input type="radio" name="gateway" value="${escape(gateway.gateway)}"${gateway.gateway === options.chosen ? ' checked' : ''}><img src="${escape(gateway.image_url)}" alt="">${escape(gateway.gateway_title)}</label>`,
    )
    .join('');
  return documentOf(
    options.language,
    text.title,
    options.businessName,
    `<h1>${escape(options.businessName)}</h1>
<p>${escape(text.amountLabel)}</p>
<p class="amount">${escape(options.amount)}</p>
<form method="post" action="/payment/pay">
<input type="hidden" name="payment_id" value="${escape(options.requestId)}">
<fieldset><legend>${escape(text.methodLabel)}</legend>${gateways}</fieldset>
<button type="submit" name="outcome" value="success">${escape(text.pay)} · ${escape(options.amount)}</button>
<button type="submit" name="outcome" value="fail">${escape(text.decline)}</button>
<button type="submit" name="outcome" value="cancel">${escape(text.cancel)}</button>
</form>
<p class="note">${escape(text.note)}</p>`,
  );
}
