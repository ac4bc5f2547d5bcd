import { z } from 'zod';
import { ListingCardSchema } from './listing-dto';
import {
  PURCHASE_STATUS_LABELS,
  PURCHASE_STATUSES,
  bookingPurchaseStatus,
} from '../purchase-status';
import { BOOKING_NEXT_STEP_IDS, BOOKING_STEP_STATES } from '../booking-next-steps';

// ---------- Wishlist and price alerts ----------

export const WishlistItemSchema = z.object({
  listing: ListingCardSchema,
  savedAt: z.string(),
  /** Price when the alert was set; null when no alert is set. */
  alertPricePaise: z.number().int().nullable(),
  /** The price fell below the alert price since it was set. */
  priceDropped: z.boolean(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;
export const WishlistResponseSchema = z.object({
  data: z.array(WishlistItemSchema),
  wishlistCount: z.number().int(),
});
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;
export const WishlistCountResponseSchema = z.object({ wishlistCount: z.number().int() });
export const WishlistChangeResponseSchema = z.object({
  listingId: z.number().int(),
  isWishlisted: z.boolean(),
  hasPriceAlert: z.boolean(),
  wishlistCount: z.number().int(),
});
export type WishlistChangeResponse = z.infer<typeof WishlistChangeResponseSchema>;
/** A saved-car list has a ceiling so a script cannot grow it without bound (decision 0053). */
export const WISHLIST_MAX_ITEMS = 200;

// ---------- Test drives ----------

export const TEST_DRIVE_MODES = ['home', 'hub'] as const;
export const TestDriveModeSchema = z.enum(TEST_DRIVE_MODES);
export type TestDriveMode = z.infer<typeof TestDriveModeSchema>;
/** Slots (decision 0055): the next 7 days, 10:00 to 18:00 IST, every 2 hours, from tomorrow. */
export const TEST_DRIVE_SLOT_HOURS_IST = [10, 12, 14, 16, 18] as const;
export const TEST_DRIVE_DAYS_AHEAD = 7;

export const TestDriveSlotSchema = z.object({
  start: z.string(),
  label: z.string(),
  available: z.boolean(),
});
export type TestDriveSlot = z.infer<typeof TestDriveSlotSchema>;
export const TestDriveSlotsResponseSchema = z.object({
  data: z.array(
    z.object({ date: z.string(), label: z.string(), slots: z.array(TestDriveSlotSchema) }),
  ),
  hubs: z.array(
    z.object({ id: z.number().int(), name: z.string(), address: z.string(), pincode: z.string() }),
  ),
});
export type TestDriveSlotsResponse = z.infer<typeof TestDriveSlotsResponseSchema>;

const pincode = z.string().regex(/^[1-9][0-9]{5}$/, 'Enter a valid 6-digit pincode');
export const CreateTestDriveBodySchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('home'),
    slotStart: z.iso.datetime({ offset: true }),
    address: z.string().trim().min(10, 'Enter your full address').max(300),
    pincode,
  }),
  z.object({
    mode: z.literal('hub'),
    slotStart: z.iso.datetime({ offset: true }),
    hubId: z.number().int().positive(),
  }),
]);
export type CreateTestDriveBody = z.infer<typeof CreateTestDriveBodySchema>;

export const TEST_DRIVE_STATUSES = ['scheduled', 'cancelled'] as const;
export const TestDriveSchema = z.object({
  id: z.string(),
  listing: ListingCardSchema,
  mode: TestDriveModeSchema,
  hub: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
  address: z.string().nullable(),
  pincode: z.string().nullable(),
  slotStart: z.string(),
  status: z.enum(TEST_DRIVE_STATUSES),
  createdAt: z.string(),
});
export type TestDrive = z.infer<typeof TestDriveSchema>;

// ---------- Bookings (reserve with a refundable token) ----------

/** Refundable token to reserve a car (decision 0055). */
export const BOOKING_TOKEN_AMOUNT_PAISE = 5_000_00;
/** A reservation not paid within this many minutes is released for other buyers. */
export const BOOKING_PAYMENT_HOLD_MINUTES = 15;
export const BOOKING_STATUSES = ['pending_payment', 'reserved', 'cancelled', 'expired'] as const;
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;
/** Taken from the one purchase-status label map (decision 0141). */
export const BOOKING_STATUS_LABELS = Object.fromEntries(
  BOOKING_STATUSES.map((status) => [
    status,
    PURCHASE_STATUS_LABELS[bookingPurchaseStatus(status, null)],
  ]),
) as Record<BookingStatus, string>;

export const BookingSchema = z.object({
  id: z.string(),
  listing: ListingCardSchema,
  tokenAmountPaise: z.number().int(),
  status: BookingStatusSchema,
  /** The shared purchase status (decision 0141), the same one its token order shows. */
  purchaseStatus: z.enum(PURCHASE_STATUSES),
  /** The token order can start a new payment attempt (failed, hold still live). */
  canRetryPayment: z.boolean(),
  /** After the token is paid: what happens next, with the current step (decision 0142). */
  nextSteps: z.array(
    z.object({
      id: z.enum(BOOKING_NEXT_STEP_IDS),
      title: z.string(),
      detail: z.string(),
      state: z.enum(BOOKING_STEP_STATES),
    }),
  ),
  paymentReference: z.string().nullable(),
  refundReference: z.string().nullable(),
  holdExpiresAt: z.string(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;
export const BookingResponseSchema = z.object({ data: BookingSchema });
export const MyBookingsResponseSchema = z.object({
  bookings: z.array(BookingSchema),
  testDrives: z.array(TestDriveSchema),
});
export type MyBookingsResponse = z.infer<typeof MyBookingsResponseSchema>;
