import { SAMPLE_PURCHASED_LEADS_RESPONSE } from '@app/shared';

/**
 * What a receiver gets: the Standard Webhooks envelope around one purchased lead, the same
 * fields as the pull API (the lead is the /docs sample, so both pages show the same data).
 */
export function samplePayload(): string {
  const [lead] = SAMPLE_PURCHASED_LEADS_RESPONSE.result;
  return JSON.stringify({ type: 'lead.purchased', timestamp: lead?.purchased_at, data: lead }, null, 2);
}

export const SAMPLE_HEADERS = [
  {
    name: 'webhook-id',
    example: 'msg_2Lw9v1Xq0h8sD3kPz7Tn4bYc',
    meaning: 'Unique per event and the same on every retry and replay: skip an id you have already stored.',
  },
  {
    name: 'webhook-timestamp',
    example: '1772463851',
    meaning: 'Unix seconds when it was sent; refuse anything older than 5 minutes.',
  },
  {
    name: 'webhook-signature',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
    meaning:
      'HMAC-SHA256 of id.timestamp.body with your secret. Right after a rotation it carries two signatures, one per secret.',
  },
] as const;

/** The receiver in Node, with the `standardwebhooks` npm package (the reference implementation). */
export const VERIFY_SNIPPET = `// npm install standardwebhooks express
import express from "express";
import { Webhook } from "standardwebhooks";

// Your signing secret (whsec_...), kept out of the code
const webhook = new Webhook(process.env.WEBHOOK_SECRET);
const app = express();

// Verify the raw body: re-serialised JSON would not match
app.post(
  "/webhooks/sellersignal",
  express.text({ type: "application/json" }),
  (req, res) => {
    let event;
    try {
      event = webhook.verify(req.body, req.headers);
    } catch {
      return res.status(400).send("Invalid signature");
    }
    if (event.type === "lead.purchased") {
      // lead_name, lead_phone, address_line_1, city, state, ZIP...
      const lead = event.data;
      console.log("New lead:", lead.lead_name, lead.lead_phone);
    }
    // Answer 2xx within 15 seconds; do slow work afterwards
    res.sendStatus(204);
  },
);

app.listen(3000);`;
