import { useLingui } from "../../i18n/use-lingui";
import { shallowEqual, useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { css, cx } from "styled-system/css";
import { button } from "styled-system/recipes";
import { Link } from "wouter";
import { selectAuth } from "../../../machines/shared/auth.machine";
import {
  CART_LOAD_FAILED,
  CART_LOADING,
  createCartLogic,
  selectCart,
} from "../../../machines/cart/cart.machine";
import {
  checkoutTotals,
  createCheckoutDetailsLogic,
  selectDetails,
} from "../../../machines/cart/checkout-details.machine";
import { createCheckoutLogic } from "../../../machines/cart/checkout.machine";
import {
  createPaymentLogic,
  selectPayment,
} from "../../../machines/cart/payment.machine";
import { useFlow, useSystemActor } from "../../app/app-actor";
import { useNavigateOn } from "../../app/navigation";
import { useOpenOnce } from "../../app/use-open-once";
import { CartLine } from "./cart-line";
import { CartSummary } from "./cart-summary";
import { CheckoutDetails } from "./checkout-details";
import { useClosedNotice } from "../../lib/use-closed-notice";
import { formatClockFor } from "../../i18n/dates";
import { formatNumber } from "../../i18n/format";
import { CartIcon } from "../../ui/icons";
import { useFocusAfterRemoval } from "../../ui/focus-after-removal";
import { container } from "../../ui/layout";
import { PageLayout } from "../../ui/page-layout";
import { sectionHeading } from "../../ui/section-heading";
import { LoadError, Spinner } from "../../ui/status";
import "./english";

const page = css({
  display: "grid",
  gap: { base: "6", md: "8" },
  py: { base: "6", md: "10" },
});
const intro = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: "2",
});
const count = css({ color: "fg.muted" });
// Phones: the lines, then the summary under them; desktops: side by side, the summary following the scroll.
const layout = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 22rem" },
  alignItems: "start",
  gap: { base: "6", lg: "8" },
});
const lines = css({ display: "grid", gap: { base: "3", md: "4" } });
const empty = css({
  display: "grid",
  justifyItems: "center",
  gap: "4",
  py: "14",
  px: "6",
  textAlign: "center",
  bg: "bg.subtle",
  borderRadius: "xl",
  color: "fg.muted",
  "& svg": { w: "12", h: "12", color: "accent.warm" },
});

/**
 * /cart (docs/rules/screens.md#cart): the customer's meals with their quantities and totals, and paying for them with
 * eSewa.
 */
export function CartPage() {
  const { i18n } = useLingui();
  const auth = useSelector(useSystemActor("auth"), selectAuth, shallowEqual);
  const cart = useFlow("cart", createCartLogic);
  const payment = useFlow("payment", createPaymentLogic);
  const view = useSelector(cart, selectCart, shallowEqual);
  const paying = useSelector(payment, selectPayment, shallowEqual);
  const detailsFlow = useFlow("checkoutDetails", createCheckoutDetailsLogic);
  const details = useSelector(detailsFlow, selectDetails, shallowEqual);
  useEffect(() => detailsFlow.send({ type: "details.open" }), [detailsFlow]);
  const checkout = useFlow("checkout", createCheckoutLogic);
  const closed = useClosedNotice();
  useNavigateOn(cart);
  useNavigateOn(payment);
  // Once the session check has answered: visitors and admins are turned away, a customer's cart is read.
  const owner = auth.user?.phoneNumber ?? "";
  useOpenOnce(auth.status === "checking" ? null : `${auth.role}:${owner}`, () =>
    cart.send({ type: "cart.open", role: auth.role, owner }),
  );
  // Back from eSewa, the browser may show this page from its cache, button still waiting: it works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) payment.send({ type: "payment.resume" });
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [payment]);

  const locked = view.busy || paying.busy;
  // A line removed by keyboard: the focus goes on to the next line's Remove, or to "Browse the menu".
  const lineList = useRef<HTMLUListElement>(null);
  const browse = useRef<HTMLAnchorElement>(null);
  useFocusAfterRemoval(
    lineList,
    view.lines.map((line) => line.id),
    browse,
  );
  const totals = checkoutTotals(view.total, details);
  // Under Pay: a time chosen while closed (contract/schedule.ts's payNow words), else when paying opens again.
  const closedNote =
    details.schedule?.slot && details.way !== "dine_in"
      ? i18n._("Your order is for {time} today: you can pay now.", {
          time: formatClockFor(i18n, details.schedule.slot),
        })
      : closed?.pay;

  return (
    <PageLayout title={i18n._("Cart")}>
      <div className={cx(container, page)}>
        <div className={intro}>
          <h1 className={sectionHeading}>{i18n._("Your Cart")}</h1>
          {view.status === "ready" && view.lines.length > 0 && (
            <p className={count}>
              {i18n._(
                "{count, plural, one {{number} meal} other {{number} meals}}",
                {
                  count: view.lines.length,
                  number: formatNumber(i18n, view.lines.length),
                },
              )}
            </p>
          )}
        </div>
        {view.status === "failed" ? (
          <LoadError
            message={i18n._(CART_LOAD_FAILED)}
            onRetry={() => cart.send({ type: "cart.retry" })}
          />
        ) : view.status === "ready" ? (
          <div className={layout}>
            <div className={lines}>
              <section aria-label={i18n._("Meals in your cart")}>
                {view.lines.length === 0 ? (
                  <div className={empty}>
                    <CartIcon />
                    <p
                      className={css({
                        fontSize: "lg",
                        fontWeight: "semibold",
                        color: "fg.default",
                      })}
                    >
                      {i18n._("Your cart is empty.")}
                    </p>
                    <Link
                      ref={browse}
                      href="/menu"
                      className={button({ variant: "outline" })}
                    >
                      {i18n._("Browse the menu")}
                    </Link>
                  </div>
                ) : (
                  <ul ref={lineList} className={lines}>
                    {view.lines.map((line) => (
                      <CartLine
                        key={line.id}
                        line={line}
                        disabled={locked}
                        removing={view.removing === line.id}
                        twin={view.lines.some(
                          (other) =>
                            other.id !== line.id && other.meal.id === line.meal.id,
                        )}
                        onChoose={(choices) =>
                          cart.send({
                            type: "cart.choose",
                            lineId: line.id,
                            choices,
                          })
                        }
                        onIncrement={() =>
                          cart.send({
                            type: "cart.increment",
                            lineId: line.id,
                          })
                        }
                        onDecrement={() =>
                          cart.send({
                            type: "cart.decrement",
                            lineId: line.id,
                          })
                        }
                        onRemove={() =>
                          cart.send({
                            type: "cart.remove",
                            lineId: line.id,
                          })
                        }
                      />
                    ))}
                  </ul>
                )}
              </section>
              {view.lines.length > 0 && (
                <CheckoutDetails
                  view={details}
                  disabled={locked}
                  onChoose={(way) =>
                    detailsFlow.send({ type: "details.choose", way })
                  }
                  onEdit={(field, value) =>
                    detailsFlow.send({ type: "details.edit", field, value })
                  }
                  onSlot={(slot) => detailsFlow.send({ type: "details.slot", slot })}
                />
              )}
            </div>
            <CartSummary
              totalItems={view.totalItems}
              total={totals.total}
              bill={totals.bill}
              delivery={
                totals.fee === null
                  ? null
                  : {
                      fee: totals.fee,
                      short: totals.short,
                      minimum: details.settings.delivery_minimum,
                    }
              }
              disabled={locked}
              held={details.waitsForTime}
              redirecting={paying.redirecting}
              closedNote={closedNote}
              payment={{
                way: details.way,
                methods: details.methods,
                method: details.method,
                onChoose: (method) => detailsFlow.send({ type: "details.method", method }),
              }}
              onPay={() =>
                checkout.send({ type: "checkout.pay", items: view.items, details: details.request })
              }
            />
          </div>
        ) : (
          (view.status === "loading" || auth.status === "checking") && (
            <Spinner label={i18n._(CART_LOADING)} />
          )
        )}
      </div>
    </PageLayout>
  );
}

export default CartPage;
export { TablePage } from "./table-page";
