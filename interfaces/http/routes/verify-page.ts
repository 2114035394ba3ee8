/**
 * The landing page of a login link: a button that posts the token, so a GET never consumes it, and
 * a link that hands the token to the web console in the address fragment (the console exchanges it).
 */
export function verifyPage(token: string): string {
  const safeToken = JSON.stringify(token).replace(/</g, '\\u003c')
  const consoleHref = escapeAttribute(`/console/#token=${encodeURIComponent(token)}`)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem}pre{white-space:pre-wrap;word-break:break-all;background:#f4f4f4;padding:1rem}</style>
</head><body>
<h1>Sign in</h1>
<p><a id="console" href="${consoleHref}">Continue to the console</a></p>
<p>Or press the button to finish signing in here and see the access token for API calls. The link works once.</p>
<button id="go">Sign in</button>
<pre id="out" hidden></pre>
<script>
const token = ${safeToken};
document.getElementById('go').addEventListener('click', async () => {
  const out = document.getElementById('out');
  out.hidden = false;
  const res = await fetch('/api/v1/auth/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  const body = await res.json();
  out.textContent = res.ok ? 'Signed in. Access token:\\n' + body.accessToken : body.message;
});
</script>
</body></html>`
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
