import { FileUpload } from '@ark-ui/react/file-upload';
import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { imageError, MEAL_IMAGE_TYPES } from '../../../machines/catalogue/meal-form.machine';
import { MealImage } from '../menu/meal-image';
import { fieldError, fieldLabel } from '../../ui/form-field';
import '../../app/admin-english';

const box = css({
  display: 'grid',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'xl',
  bg: 'bg.surface',
  alignContent: 'start',
});
// The picture and the 'no image' box stand in the same frame, so choosing a file does not move the buttons.
const previewFrame = css({ w: 'full', aspectRatio: 'meal', borderRadius: 'lg', bg: 'bg.subtle' });
const previewImage = cx(previewFrame, css({ objectFit: 'cover' }));
const emptyPreview = cx(previewFrame, css({ display: 'grid', placeItems: 'center', color: 'fg.subtle', fontSize: 'sm' }));
const buttons = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

interface MealImageFieldProps {
  /** The multipart field it fills (a meal's main_image, image1, image2; the restaurant's image). */
  field: string;
  /** In the reader's language. */
  label: string;
  file: File | null;
  /** The meal's stored image (update), shown until replaced. */
  stored: string | null;
  /** In the reader's language. */
  error: string | undefined;
  disabled: boolean;
  onChange: (file: File | null) => void;
}

/**
 * One of the meal's three images (docs/rules/entities.md#entities-and-fields): Ark's FileUpload with a preview of what
 * will be sent.
 */
export function MealImageField({ field, label, file, stored, error, disabled, onChange }: MealImageFieldProps) {
  const { i18n } = useLingui();
  // A refused file is still handed to the form, which says why; only a good one is previewed.
  const previewable = file !== null && imageError(file) === undefined;
  return (
    <FileUpload.Root
      className={box}
      name={field}
      accept={[...MEAL_IMAGE_TYPES]}
      maxFiles={1}
      disabled={disabled}
      invalid={error !== undefined}
      acceptedFiles={previewable ? [file] : []}
      onFileChange={({ acceptedFiles, rejectedFiles }) => onChange(acceptedFiles[0] ?? rejectedFiles[0]?.file ?? null)}
    >
      <FileUpload.Label className={fieldLabel}>{label}</FileUpload.Label>
      {previewable ? (
        <FileUpload.ItemGroup>
          <FileUpload.Item file={file}>
            <FileUpload.ItemPreview type="image/*">
              <FileUpload.ItemPreviewImage className={previewImage} alt={i18n._('{label}: the chosen picture', { label })} />
            </FileUpload.ItemPreview>
            <FileUpload.ItemName className={css({ fontSize: 'xs', color: 'fg.muted', wordBreak: 'break-all' })} />
          </FileUpload.Item>
        </FileUpload.ItemGroup>
      ) : stored ? (
        <MealImage path={stored} alt={i18n._('{label}: the current picture', { label })} sizes="240px" className={previewImage} />
      ) : (
        <div className={emptyPreview}>{i18n._('No image')}</div>
      )}
      <div className={buttons}>
        <FileUpload.Trigger className={button({ variant: 'outline', size: 'sm' })}>
          {file || stored ? i18n._('Change') : i18n._('Choose image')}
        </FileUpload.Trigger>
        {file && (
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => onChange(null)}>
            {i18n._('Remove')}
          </button>
        )}
      </div>
      {error && (
        <span role="alert" className={fieldError}>
          {error}
        </span>
      )}
      <FileUpload.HiddenInput data-testid={`${field}-input`} />
    </FileUpload.Root>
  );
}
