import type { AddressMatch, AddressPlace, AddressSelection, AddressStep } from '@probuild/machines';
import { Button, CloseGlyph, Dialog, IconButton, Spinner, TextField } from '@probuild/ui';
import fieldStyles from '@probuild/ui/styles/field.module.css';
import listStyles from '@probuild/ui/styles/list.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/useLocale.ts';
import { useMachineText } from '../useMachineText.ts';
import styles from './AddressPicker.module.css';
import { shopAddressPicker } from './addressPickerActors.ts';

/** A chosen place as an address stores it: Thai names and the postcode ('' when not chosen). */
export interface PickedAddress {
  province: string;
  district: string;
  tambon: string;
  postcode: string;
}

export interface AddressPickerProps {
  value: PickedAddress;
  onChange: (value: PickedAddress) => void;
  /** The validation error of the field, already in the current language. */
  error?: string;
  required?: boolean;
}

const STEPS: AddressStep[] = ['province', 'district', 'tambon', 'postcode'];

const placeOf = (name: string): AddressPlace | null => (name ? { name: { th: name } } : null);

function selectionOf(value: PickedAddress): AddressSelection {
  return {
    province: placeOf(value.province),
    district: placeOf(value.district),
    tambon: placeOf(value.tambon),
    postcode: value.postcode || null,
  };
}

function pickedOf(selection: AddressSelection): PickedAddress {
  return {
    province: selection.province?.name.th ?? '',
    district: selection.district?.name.th ?? '',
    tambon: selection.tambon?.name.th ?? '',
    postcode: selection.postcode ?? '',
  };
}

/**
 * The province → district → sub-district → postcode field of an address form: a button showing the
 * choice, opening a dialog with a search (2 characters or more; a 5-digit postcode fills all four and
 * closes the dialog a second later) and the list of steps, each of which can be cleared.
 */
export function AddressPicker(props: AddressPickerProps) {
  // A new value from outside (another address loaded into the form) starts the picker afresh.
  const { province, district, tambon, postcode } = props.value;
  return <AddressPickerField key={`${province}|${district}|${tambon}|${postcode}`} {...props} />;
}

function AddressPickerField({ value, onChange, error, required }: AddressPickerProps) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const fieldId = useId();
  const [snapshot, send, actor] = useMachine(shopAddressPicker, { input: { selection: selectionOf(value) } });
  const { selection, provinces, districts, tambons, query, results } = snapshot.context;

  useEffect(() => {
    const done = actor.on('done', (event) => onChange(pickedOf(event.selection)));
    return () => done.unsubscribe();
  }, [actor, onChange]);

  const nameOf = (place: { name: AddressPlace['name'] } | null) =>
    place ? (place.name[locale] ?? place.name.th) : '';
  const chosen = [value.tambon, value.district, value.province, value.postcode].filter(Boolean).join(' ');
  const open = snapshot.matches('open') || snapshot.matches('closing');
  const closing = snapshot.matches('closing');
  const loading =
    snapshot.matches({ open: { steps: 'loadingProvinces' } }) ||
    snapshot.matches({ open: { steps: 'loadingDistricts' } }) ||
    snapshot.matches({ open: { steps: 'loadingTambons' } }) ||
    snapshot.matches({ open: { steps: 'loadingPostcode' } });
  const searching = snapshot.matches({ open: { search: 'searching' } });
  const showResults = query.trim() !== '' && results.length > 0;

  const nextStep = STEPS.find((step) => selection[step] === null);

  const options: { step: AddressStep; places: AddressPlace[] } | null =
    nextStep === 'province'
      ? { step: 'province', places: provinces }
      : nextStep === 'district'
        ? { step: 'district', places: districts }
        : nextStep === 'tambon'
          ? { step: 'tambon', places: tambons }
          : null;
  const optionsRef = useRef<HTMLUListElement>(null);
  const listShown = `${options?.step}:${options?.places.length ?? 0}`;
  // A chosen option's button goes away with its list, which leaves keyboard focus on the page or the
  // dialog itself: it moves on to the first option of the next list instead.
  useEffect(() => {
    const focused = document.activeElement;
    const focusLost = !focused || focused === document.body || focused.getAttribute('role') === 'dialog';
    if (!listShown.endsWith(':0') && focusLost) {
      optionsRef.current?.querySelector('button')?.focus();
    }
  }, [listShown]);

  const choose = (step: AddressStep, place: AddressPlace) => {
    if (step === 'province') send({ type: 'SELECT_PROVINCE', province: place });
    else if (step === 'district') send({ type: 'SELECT_DISTRICT', district: place });
    else send({ type: 'SELECT_TAMBON', tambon: place });
  };
  const stepValue = (step: AddressStep) =>
    step === 'postcode' ? (selection.postcode ?? '') : nameOf(selection[step]);
  const resultLabel = (match: AddressMatch) =>
    [nameOf({ name: match.tambon }), nameOf({ name: match.district }), nameOf({ name: match.province })]
      .concat(match.postCodeMain)
      .join(' · ');

  return (
    <div className={fieldStyles.field}>
      <span id={`${fieldId}-label`} className={fieldStyles.label}>
        {intl.formatMessage({ id: 'addressPicker.label' })}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      <Button
        variant="secondary"
        className={styles.trigger}
        aria-labelledby={`${fieldId}-label ${fieldId}-value`}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onClick={() => send({ type: 'OPEN' })}
      >
        <span id={`${fieldId}-value`}>
          {chosen || intl.formatMessage({ id: 'addressPicker.placeholder' })}
        </span>
      </Button>
      {error && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) send({ type: 'DONE' });
        }}
        title={intl.formatMessage({ id: 'addressPicker.title' })}
        description={intl.formatMessage({ id: 'addressPicker.description' })}
        footer={
          <Button onClick={() => send({ type: 'DONE' })} disabled={closing}>
            {intl.formatMessage({ id: 'addressPicker.done' })}
          </Button>
        }
      >
        <div className={styles.body}>
          <TextField
            type="text"
            label={intl.formatMessage({ id: 'addressPicker.search' })}
            hint={intl.formatMessage({ id: 'addressPicker.searchHint' })}
            value={query}
            autoComplete="off"
            disabled={closing}
            onChange={(event) => send({ type: 'SEARCH_CHANGED', query: event.currentTarget.value })}
          />
          <ol
            className={`${listStyles.bare} ${styles.steps}`}
            aria-label={intl.formatMessage({ id: 'addressPicker.steps' })}
          >
            {STEPS.map((step) => {
              const shown = stepValue(step);
              const stepLabel = intl.formatMessage({ id: `addressPicker.step.${step}` });
              return (
                <li key={step} className={styles.step} data-chosen={shown !== '' || undefined}>
                  <span className={styles.stepLabel}>{stepLabel}</span>
                  <span className={styles.stepValue}>
                    {shown || intl.formatMessage({ id: 'addressPicker.notChosen' })}
                  </span>
                  {shown !== '' && !closing && (
                    <IconButton
                      size="sm"
                      label={intl.formatMessage({ id: 'addressPicker.clear' }, { step: stepLabel })}
                      icon={<CloseGlyph size={16} />}
                      onClick={() => send({ type: 'CLEAR_STEP', step })}
                    />
                  )}
                </li>
              );
            })}
          </ol>
          {snapshot.context.error && (
            <p role="alert" className={styles.message}>
              {text(snapshot.context.error)}
            </p>
          )}
          {closing ? (
            <p role="status" className={styles.filled}>
              {intl.formatMessage({ id: 'addressPicker.filled' })}
            </p>
          ) : loading || searching ? (
            <p role="status" className={`${textStyles.muted} ${textStyles.withIcon}`}>
              <Spinner decorative size="sm" />
              {intl.formatMessage({ id: 'addressPicker.loading' })}
            </p>
          ) : showResults ? (
            <section aria-labelledby={`${fieldId}-results`}>
              <h3 id={`${fieldId}-results`} className={styles.listTitle}>
                {intl.formatMessage({ id: 'addressPicker.results' }, { count: results.length })}
              </h3>
              <ul className={`${listStyles.bare} ${styles.options}`} data-kind="results">
                {results.map((match) => (
                  <li key={`${match.postCodeMain}-${match.tambon.th}-${match.district.th}`}>
                    <button
                      type="button"
                      className={styles.option}
                      onClick={() => send({ type: 'CHOOSE_RESULT', match })}
                    >
                      {resultLabel(match)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            options &&
            options.places.length > 0 && (
              <section aria-labelledby={`${fieldId}-options`}>
                <h3 id={`${fieldId}-options`} className={styles.listTitle}>
                  {intl.formatMessage({ id: `addressPicker.choose.${options.step}` })}
                </h3>
                <ul ref={optionsRef} className={`${listStyles.bare} ${styles.options}`}>
                  {options.places.map((place) => (
                    <li key={place.code ?? place.name.th}>
                      <button
                        type="button"
                        className={styles.option}
                        onClick={() => choose(options.step, place)}
                      >
                        {nameOf(place)}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )
          )}
        </div>
      </Dialog>
    </div>
  );
}
