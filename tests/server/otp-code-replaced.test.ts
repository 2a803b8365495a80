import { describe, expect, it } from "vitest";
import {
  extendOtpCode,
  replaceOtpCode,
} from "../../server/db/repositories/otp-codes";
import { t, useDatabaseWorld } from "./support/database-world";

/*
 * Past a number's sends for the hour, its newest code is kept usable rather than a new one texted; only a dead code
 * (used, out of tries) lets a fresh one be texted (docs/rules/accounts.md#codes). A code replaced by a racing send
 * while it was being kept is not dead: reading it so texted past the limit (7 sends in an hour, seen on PostgreSQL).
 */

useDatabaseWorld();

const PHONE = "9812345670";
const code = (n: number) => ({
  phone_number: PHONE,
  purpose: "customer" as const,
  code_hash: `hash-${n}`,
  created_at: "2026-11-28T05:00:00.000Z",
  expires_at: "2026-11-28T05:05:00.000Z",
});

describe("keeping the newest code usable while another send replaces it", () => {
  it("keeps the replacing code instead of calling the number’s code dead", async () => {
    await replaceOtpCode(t.db, code(0), "2026-11-27T00:00:00.000Z");
    // Started together: the keep reads the newest code, the replacement deletes it and writes its successor, and only
    // then does the keep write (the database's one connection takes them in turn).
    for (let n = 1; n <= 20; n += 1) {
      const [kept] = await Promise.all([
        extendOtpCode(t.db, PHONE, "customer", "2026-11-28T05:10:00.000Z", 5),
        replaceOtpCode(t.db, code(n), "2026-11-27T00:00:00.000Z"),
      ]);
      expect(kept).toBe("extended");
    }
  });

  it("still calls a used code dead", async () => {
    await replaceOtpCode(t.db, code(99), "2026-11-27T00:00:00.000Z");
    await t.db
      .updateTable("otp_codes")
      .set({ consumed_at: "2026-11-28T05:01:00.000Z" })
      .where("phone_number", "=", PHONE)
      .execute();
    expect(
      await extendOtpCode(
        t.db,
        PHONE,
        "customer",
        "2026-11-28T05:10:00.000Z",
        5,
      ),
    ).toBe("dead");
  });
});
