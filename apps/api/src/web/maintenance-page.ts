/** Help line shown on the maintenance page (spec §2, §9: support hours 9 AM to 9 PM). */
export const SUPPORT_PHONE = '1800 120 3344';
export const SUPPORT_HOURS = '9 AM to 9 PM';

/**
 * Self-contained on purpose: during maintenance nothing else (database, web build) is trusted to
 * work, so the page carries its own few styles and needs no script.
 */
export function renderMaintenancePage(): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>We'll be right back! | CarSetu</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:32rem;padding:2rem 1.5rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 1rem;color:#0f172a}
p{line-height:1.6;margin:.5rem 0}
a{color:#1d4ed8;font-weight:600}
.logo{font-weight:800;font-size:1.25rem;color:#c2410c;margin-bottom:2rem}
</style>
</head>
<body>
<main>
<div class="logo" aria-hidden="true">CarSetu</div>
<h1>We'll be right back!</h1>
<p>We are doing some planned maintenance to make CarSetu better. Please try again in a little while.</p>
<p>Need help now? Call us on <a href="tel:${SUPPORT_PHONE.replace(/\s/g, '')}">${SUPPORT_PHONE}</a> (${SUPPORT_HOURS}).</p>
</main>
</body>
</html>`;
}
