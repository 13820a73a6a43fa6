// What the account's sessions routes answer: the browsers signed in and the API tokens issued.
import { z } from "zod";
import { isoDateTime } from "./common";

export const signedInDeviceSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["browser", "api_token"]),
    /** The credential this very request used. */
    current: z.boolean(),
    device: z.string().meta({
      description:
        "The browser and system as its User-Agent names them ('Chrome on macOS'), or 'API client'.",
    }),
    address: z.string().nullable().meta({ description: "The client address it signed in from." }),
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
    secondFactor: z
      .boolean()
      .meta({ description: "Whether it was signed in (or proved since) with a second factor." }),
  })
  .meta({ id: "SignedInDevice", description: "A signed-in browser or an API token." });

export const signedInDevicesSchema = z.object({ items: z.array(signedInDeviceSchema) });
