/**
 * The seller opt-out page (issue 19.1, docs/product.md §14 "Seller opt-out") in three steps:
 * the phone number → the texted code → done. One call runs at a time; each step keeps its own
 * error, shown under the field it is about, and a new call clears it.
 */
export type SellerOptOutStep = 'phone' | 'code' | 'done';

export interface SellerOptOutState {
  step: SellerOptOutStep;
  /** The number as the seller typed it: the page repeats it in their own words. */
  phone: string;
  /** The number on the list, as the API writes it back once confirmed, e.g. (216) 555-0244. */
  optedOutPhone: string | null;
  /** The code request the typed code belongs to; a new code gets a new one. */
  requestId: string | null;
  /** What runs now: asking for a code (first or again), or checking one. */
  pending: 'send' | 'resend' | 'confirm' | null;
  phoneError: string | null;
  codeError: string | null;
  /** The answer to "Send a new code": it is on its way, or why not. */
  resendNotice: { tone: 'info' | 'error'; text: string } | null;
}

export type SellerOptOutAction =
  | { type: 'codeRequested'; phone: string }
  | { type: 'newCodeRequested' }
  | { type: 'codeSent'; requestId: string }
  | { type: 'codeRefused'; message: string }
  | { type: 'confirmSubmitted' }
  | { type: 'confirmed'; phone: string }
  | { type: 'confirmRefused'; message: string }
  | { type: 'differentNumberChosen' };

export const NEW_CODE_SENT =
  'If this number can receive texts, a new code is on its way. Type the code from the newest text.';

export const initialSellerOptOutState: SellerOptOutState = {
  step: 'phone',
  phone: '',
  optedOutPhone: null,
  requestId: null,
  pending: null,
  phoneError: null,
  codeError: null,
  resendNotice: null,
};

export function sellerOptOutReducer(state: SellerOptOutState, action: SellerOptOutAction): SellerOptOutState {
  switch (action.type) {
    case 'codeRequested':
      if (state.step !== 'phone' || state.pending) return state;
      return { ...state, phone: action.phone, pending: 'send', phoneError: null };
    case 'newCodeRequested':
      if (state.step !== 'code' || state.pending) return state;
      return { ...state, pending: 'resend', resendNotice: null };
    case 'codeSent':
      if (state.pending === 'send')
        return { ...state, step: 'code', requestId: action.requestId, pending: null, codeError: null };
      if (state.pending === 'resend')
        return {
          ...state,
          requestId: action.requestId,
          pending: null,
          codeError: null,
          resendNotice: { tone: 'info', text: NEW_CODE_SENT },
        };
      return state;
    case 'codeRefused':
      if (state.pending === 'send') return { ...state, pending: null, phoneError: action.message };
      if (state.pending === 'resend')
        return { ...state, pending: null, resendNotice: { tone: 'error', text: action.message } };
      return state;
    case 'confirmSubmitted':
      if (state.step !== 'code' || state.pending) return state;
      return { ...state, pending: 'confirm', codeError: null, resendNotice: null };
    case 'confirmed':
      if (state.pending !== 'confirm') return state;
      return { ...state, step: 'done', pending: null, codeError: null, optedOutPhone: action.phone };
    case 'confirmRefused':
      if (state.pending !== 'confirm') return state;
      return { ...state, pending: null, codeError: action.message };
    case 'differentNumberChosen':
      // The typed number stays in the field to be corrected; the code request is forgotten.
      if (state.step !== 'code' || state.pending) return state;
      return { ...initialSellerOptOutState, phone: state.phone };
  }
}

/** The button of each step, with what it says while its call runs. */
export function sellerOptOutButtonText(state: SellerOptOutState): string {
  if (state.step === 'phone') return state.pending === 'send' ? 'Texting...' : 'Text me a code';
  return state.pending === 'confirm' ? 'Checking...' : 'Confirm and opt out';
}
