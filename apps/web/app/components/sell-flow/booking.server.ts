import {
  InspectionPlaceSchema,
  OtpSchema,
  PhoneSchema,
  type Appointment,
} from '@carsetu/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ApiRequestError, apiClient } from '../../lib/api-client.server';
import { typedApi, unwrap } from '../../lib/typed-api.server';
import { loadFrameUser } from '../auth/index.server';
import { SELL_MOBILE_COOKIE } from '../sell/index.server';
import { sellFlowApi, sellFlowPaths } from './sell-flow-api';
import { currentStep, queryUpTo, readAnswers, valuationQuery } from './valuation-steps';

function mobileFromCookie(request: Request): string {
  const cookies = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${SELL_MOBILE_COOKIE}=([0-9]{10})`).exec(cookies);
  return match?.[1] ?? '';
}

/** The booking page: the valuation (from the URL), slots and branches of the city, who books. */
export async function loadBooking(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const answers = readAnswers(url.searchParams);
  if (currentStep(answers) !== null)
    throw redirect(sellFlowPaths.valuation(queryUpTo(answers, null)));
  const api = typedApi(context);
  const query = queryUpTo(answers, null);
  let valuation;
  try {
    valuation = (
      await unwrap(
        api.GET('/api/consumer/api/v1/valuation', {
          params: { query: valuationQuery(answers) },
        }),
      )
    ).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400)
      throw redirect(sellFlowPaths.valuation(query));
    throw error;
  }
  const [slots, user] = await Promise.all([
    unwrap(
      api.GET('/api/consumer/api/v1/appointment/inspection-slots', {
        params: { query: { cityId: valuation.city.id } },
      }),
    ),
    loadFrameUser(context),
  ]);
  return {
    valuation,
    slots: slots.data,
    registrationNumber: answers.registrationNumber ?? '',
    sessionPhone: user?.mobile ?? null,
    mobile: mobileFromCookie(request),
    query: query.toString(),
  };
}

export type BookingFields = Record<
  | 'mobile'
  | 'otp'
  | 'mode'
  | 'address'
  | 'pincode'
  | 'branchId'
  | 'slotStart'
  | 'registrationNumber',
  string
>;
export interface BookingActionResult {
  values: BookingFields;
  errors: Partial<Record<keyof BookingFields | 'form', string>>;
  otpSent: boolean;
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const failure = (result: BookingActionResult, status = 400) => data(result, { status });

/** Maps an API error's fields (place.pincode, slotStart…) onto the form's fields. */
function apiFieldErrors(error: ApiRequestError): BookingActionResult['errors'] {
  const errors: BookingActionResult['errors'] = {};
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    const name = key.split('.').pop() as keyof BookingFields;
    errors[name] = message;
  }
  if (Object.keys(errors).length === 0) errors.form = error.message;
  return errors;
}

/**
 * intent=send-otp sends the seller OTP (GET, spec §7); intent=book verifies it (unless the
 * visitor is logged in), creates the appointment and forwards the session cookie the API sets.
 */
export async function bookingAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const intent = field(form, 'intent');
  const values: BookingFields = {
    mobile: field(form, 'mobile'),
    otp: field(form, 'otp'),
    mode: field(form, 'mode') === 'branch' ? 'branch' : 'home',
    address: field(form, 'address'),
    pincode: field(form, 'pincode'),
    branchId: field(form, 'branchId'),
    slotStart: field(form, 'slotStart'),
    registrationNumber: field(form, 'registrationNumber'),
  };
  const otpSent = intent === 'book' && form.get('otpSent') === '1';
  const api = typedApi(context);
  const user = await loadFrameUser(context);

  if (!user) {
    const phone = PhoneSchema.safeParse(values.mobile);
    if (!phone.success)
      return failure({ values, otpSent: false, errors: { mobile: 'Invalid mobile number' } });
    if (intent === 'send-otp') {
      try {
        await unwrap(
          api.GET('/api/consumer/api/v1/appointment/send-otp', {
            params: { query: { phone_number: phone.data } },
          }),
        );
        return { values, otpSent: true, errors: {} } satisfies BookingActionResult;
      } catch (error) {
        if (!(error instanceof ApiRequestError)) throw error;
        return failure({ values, otpSent: false, errors: { form: error.message } }, error.status);
      }
    }
  }

  const place = InspectionPlaceSchema.safeParse(
    values.mode === 'home'
      ? { mode: 'home', address: values.address, pincode: values.pincode }
      : { mode: 'branch', branchId: values.branchId || undefined },
  );
  const errors: BookingActionResult['errors'] = {};
  if (!place.success) {
    for (const issue of place.error.issues)
      errors[String(issue.path.at(-1)) as keyof BookingFields] ??= issue.message;
  }
  if (!values.slotStart) errors.slotStart = 'Please pick a slot';
  if (!user && !OtpSchema.safeParse(values.otp).success) errors.otp = 'Enter 4 digit OTP';
  if (Object.keys(errors).length > 0 || !place.success) return failure({ values, otpSent, errors });

  const answers = readAnswers(new URL(request.url).searchParams);
  // A booking URL without every answer goes back to the step that is missing.
  if (currentStep(answers) !== null)
    throw redirect(sellFlowPaths.valuation(queryUpTo(answers, null)));
  let sellerToken: string | undefined;
  if (!user) {
    try {
      const verified = await unwrap(
        api.POST('/api/consumer/api/v1/appointment/verify-otp', {
          body: { phone_number: values.mobile, otp: values.otp },
        }),
      );
      sellerToken = verified.data.seller_token;
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      const errors = { otp: error.message };
      return failure({ values: { ...values, otp: '' }, otpSent: true, errors }, error.status);
    }
  }
  try {
    // postWithCookies (the session cookie the API sets) stays on apiClient (decision 0133).
    const { data: created, setCookie } = await apiClient(context).postWithCookies<{
      data: Appointment;
    }>(sellFlowApi.createAppointment(), {
      registrationNumber: answers.registrationNumber ?? values.registrationNumber,
      valuation: valuationQuery(answers),
      slotStart: values.slotStart,
      place: place.data,
      seller_token: sellerToken,
    });
    const headers = new Headers();
    for (const cookie of setCookie) headers.append('set-cookie', cookie);
    return redirect(`${sellFlowPaths.appointment(created.data.token)}?booked=1`, {
      status: 303,
      headers,
    });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // The OTP was used up by the attempt only if it succeeded; a refused booking needs a new one.
    return failure(
      { values: { ...values, otp: '' }, otpSent: false, errors: apiFieldErrors(error) },
      error.status,
    );
  }
}
