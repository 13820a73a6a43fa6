// Auth.js's own routes (/api/auth/*): the Google-type sign-in and its callback.
import { handlers } from "@/lib/server/auth/authjs";

export const { GET, POST } = handlers;
