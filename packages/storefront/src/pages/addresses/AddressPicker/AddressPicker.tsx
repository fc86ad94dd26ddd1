import { localize } from '@probuild/api-client';
import type { AddressMatch, AddressPlace, AddressSelection, AddressStep } from '@probuild/machines';
import { AlertBox, Button, Dialog, Select, TextField } from '@probuild/ui';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import { addressPickerWithServer } from '../addressMachines.ts';
import styles from './AddressPicker.module.css';

/** The lists are keyed by Thai name: the form stores Thai names, and search results carry names only. */
const keyOf = (place: AddressPlace) => place.name.th;

/** The list to choose from, with the chosen place in it even when it came from a search. */
function optionsWith(list: AddressPlace[], chosen: AddressPlace | null): AddressPlace[] {
  if (!chosen || list.some((place) => keyOf(place) === keyOf(chosen))) return list;
  return [chosen, ...list];
}

/**
 * The Thai address picker: a search box (2 characters at least; 5 digits look up a postcode, whose
 * result fills all four steps and closes the picker after a moment) and the steps province → district
 * → sub-district → postcode, each of which can be cleared. Done hands the selection to the form.
 */
export function AddressPicker({
  selection,
  onDone,
}: {
  /** What the form holds now; the picker opens on it. */
  selection: AddressSelection;
  onDone: (selection: AddressSelection) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const [snapshot, send, picker] = useMachine(addressPickerWithServer, { input: { selection } });
  const { context } = snapshot;
  const chosen = context.selection;

  useEffect(() => {
    const subscription = picker.on('done', (event) => onDone(event.selection));
    return () => subscription.unsubscribe();
  }, [picker, onDone]);

  const open = !snapshot.matches('closed');
  const closing = snapshot.matches('closing');
  const searching = snapshot.matches({ open: { search: 'searching' } });
  const loading = (step: 'loadingProvinces' | 'loadingDistricts' | 'loadingTambons') =>
    snapshot.matches({ open: { steps: step } });
  const placeName = (place: AddressPlace | null) => (place ? localize(place.name, locale) : '');
  const stepLabel = (step: AddressStep) => intl.formatMessage({ id: `addresses.picker.${step}` });
  const matchText = (match: AddressMatch) =>
    [match.tambon, match.district, match.province]
      .map((name) => localize(name, locale))
      .concat(match.postCodeMain)
      .join(' · ');

  const stepSelect = (
    step: 'province' | 'district' | 'tambon',
    list: AddressPlace[],
    busy: boolean,
    enabled: boolean,
    choose: (place: AddressPlace) => void,
  ) => {
    const options = optionsWith(list, chosen[step]);
    return (
      <div className={styles.step}>
        <Select
          label={stepLabel(step)}
          placeholder={intl.formatMessage({
            id: busy ? 'addresses.picker.loading' : 'addresses.picker.choose',
          })}
          options={options.map((place) => ({ value: keyOf(place), label: placeName(place) }))}
          value={chosen[step] ? keyOf(chosen[step]) : ''}
          disabled={!enabled || busy || closing}
          onValueChange={(key) => {
            const place = options.find((candidate) => keyOf(candidate) === key);
            if (place) choose(place);
          }}
        />
        {chosen[step] && !closing && (
          <Button size="sm" variant="ghost" onClick={() => send({ type: 'CLEAR_STEP', step })}>
            {intl.formatMessage({ id: 'addresses.picker.clear' }, { step: stepLabel(step) })}
          </Button>
        )}
      </div>
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={() => send({ type: 'OPEN' })}>
        {intl.formatMessage({
          id: selection.province ? 'addressForm.place.change' : 'addressForm.place.choose',
        })}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) send({ type: 'DONE' });
        }}
        title={intl.formatMessage({ id: 'addresses.picker.title' })}
        footer={
          <Button onClick={() => send({ type: 'DONE' })}>
            {intl.formatMessage({ id: 'addresses.picker.done' })}
          </Button>
        }
      >
        <div className={styles.picker}>
          <TextField
            label={intl.formatMessage({ id: 'addresses.picker.search' })}
            hint={intl.formatMessage({ id: 'addresses.picker.search.hint' })}
            type="text"
            autoComplete="off"
            value={context.query}
            disabled={closing}
            onChange={(event) => send({ type: 'SEARCH_CHANGED', query: event.target.value })}
          />
          {searching && <p role="status">{intl.formatMessage({ id: 'addresses.picker.searching' })}</p>}
          {closing && (
            <AlertBox tone="success">{intl.formatMessage({ id: 'addresses.picker.filled' })}</AlertBox>
          )}
          {context.error && <AlertBox tone="error">{text(context.error)}</AlertBox>}
          {context.results.length > 0 && !closing && (
            <ul
              className={styles.results}
              aria-label={intl.formatMessage({ id: 'addresses.picker.results' })}
            >
              {context.results.map((match) => (
                <li
                  key={`${match.postCodeMain}-${match.province.th}-${match.district.th}-${match.tambon.th}`}
                >
                  <button
                    type="button"
                    className={styles.result}
                    onClick={() => send({ type: 'CHOOSE_RESULT', match })}
                  >
                    {matchText(match)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {stepSelect('province', context.provinces, loading('loadingProvinces'), true, (province) =>
            send({ type: 'SELECT_PROVINCE', province }),
          )}
          {stepSelect(
            'district',
            context.districts,
            loading('loadingDistricts'),
            chosen.province !== null,
            (district) => send({ type: 'SELECT_DISTRICT', district }),
          )}
          {stepSelect(
            'tambon',
            context.tambons,
            loading('loadingTambons'),
            chosen.district !== null,
            (tambon) => send({ type: 'SELECT_TAMBON', tambon }),
          )}
          <div className={styles.step}>
            <TextField
              label={stepLabel('postcode')}
              value={chosen.postcode ?? ''}
              readOnly
              numeric
              placeholder={
                snapshot.matches({ open: { steps: 'loadingPostcode' } })
                  ? intl.formatMessage({ id: 'addresses.picker.loading' })
                  : undefined
              }
            />
            {chosen.postcode && !closing && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => send({ type: 'CLEAR_STEP', step: 'postcode' })}
              >
                {intl.formatMessage({ id: 'addresses.picker.clear' }, { step: stepLabel('postcode') })}
              </Button>
            )}
          </div>
        </div>
      </Dialog>
    </>
  );
}
