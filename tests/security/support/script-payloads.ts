/** Each sets window.__xss if it ever runs, so a page test can tell text from code. */
export const SCRIPT_PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src=x onerror="window.__xss = \'img\'">',
  '<svg onload="window.__xss = \'svg\'"><circle r="1"/></svg>',
  '"><svg><script>window.__xss = "svg-script"</script></svg>',
  '<a href="javascript:window.__xss = \'link\'">open me</a>',
  '[open me](javascript:window.__xss=%22md-link%22)',
  '![chart](javascript:window.__xss=%22md-image%22)',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  '{{constructor.constructor("window.__xss = \'template\'")()}}',
] as const;

export const SQL_FRAGMENTS = [
  "'; DROP TABLE journeys; --",
  'Robert\'); DROP TABLE "user"; --',
  "' OR '1'='1' --",
  '\' UNION SELECT id, email, NULL FROM "user" --',
  '1; SELECT pg_sleep(5); --',
  "'); DELETE FROM chat_messages WHERE ('1'='1",
  "\\\"; ATTACH DATABASE '/tmp/x.db' AS x; --",
] as const;
