import { LIMITS } from '../messages.js';

/** The header that carries a member's personal key (docs/product.md §2.8). */
export const API_KEY_HEADER = 'x-api-key';

/** The documented first request: page 1 with the default page size. */
export const PULL_API_EXAMPLE_QUERY = `page=1&limit=${LIMITS.pageSizeDefault}`;

/**
 * The pull API's URL path. Written out rather than read from the contract so that the /docs page's
 * examples do not load the zod schemas; pull-api-path.test.ts proves the two agree.
 */
export const PULL_API_PATH = '/api/v1/leads/get-purchased-premium-leads';

/** The pull API's method (same proof). */
export const PULL_API_METHOD = 'GET';

export interface PullApiExamples {
  curl: string;
  node: string;
  python: string;
  java: string;
}

export type PullApiLanguage = keyof PullApiExamples;

/** The full URL of the example request against a server at `baseUrl` (an origin, no trailing slash). */
export function pullApiUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${PULL_API_PATH}?${PULL_API_EXAMPLE_QUERY}`;
}

/**
 * The four request examples of the /docs page. docs/product.md §13: they must work verbatim
 * against a running server, which apps/api/test/docs-examples.test.ts proves by running each.
 * The key and URL end up inside double-quoted literals, so they are refused if they could
 * break out of them.
 */
export function pullApiExamples(baseUrl: string, apiKey: string): PullApiExamples {
  for (const value of [baseUrl, apiKey]) {
    if (/["'\\\s`$]/.test(value))
      throw new Error('Base URL and API key may not contain quotes, backslashes, $ or spaces');
  }
  const url = pullApiUrl(baseUrl);
  const method = PULL_API_METHOD;

  const curl = `curl -sS -H "${API_KEY_HEADER}: ${apiKey}" "${url}"\n`;

  const node = `// pull-leads.mjs: run with \`node pull-leads.mjs\` (Node 18 or newer, no packages needed)
const response = await fetch("${url}", {
  method: "${method}",
  headers: { "${API_KEY_HEADER}": "${apiKey}", Accept: "application/json" },
});
const body = await response.json();
if (!response.ok) {
  console.error(\`Request failed with status \${response.status}:\`, body.message);
  process.exit(1);
}
// body.pagination.pageCount says how many pages there are; ask again with page=2, 3, ...
console.log(JSON.stringify(body, null, 2));
`;

  const python = `# pull_leads.py: run with \`python3 pull_leads.py\` (standard library only)
import json
import sys
import urllib.error
import urllib.request

request = urllib.request.Request(
    "${url}",
    method="${method}",
    headers={"${API_KEY_HEADER}": "${apiKey}", "Accept": "application/json"},
)
try:
    with urllib.request.urlopen(request, timeout=30) as response:
        body = json.load(response)
except urllib.error.HTTPError as error:
    print(f"Request failed with status {error.code}: {error.read().decode()}", file=sys.stderr)
    sys.exit(1)

# body["pagination"]["pageCount"] says how many pages there are; ask again with page=2, 3, ...
print(json.dumps(body, indent=2))
`;

  const java = `// Main.java: run with \`java Main.java\` (Java 11 or newer, no libraries needed)
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

public class Main {
    public static void main(String[] args) throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("${url}"))
                .header("${API_KEY_HEADER}", "${apiKey}")
                .header("Accept", "application/json")
                .timeout(Duration.ofSeconds(30))
                .${method}()
                .build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            System.err.println("Request failed with status " + response.statusCode() + ": " + response.body());
            System.exit(1);
        }
        // The JSON's pagination.pageCount says how many pages there are; ask again with page=2, 3, ...
        System.out.println(response.body());
    }
}
`;

  return { curl, node, python, java };
}
