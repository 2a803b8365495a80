import { Field } from '@ark-ui/react/field';
import { FileUpload } from '@ark-ui/react/file-upload';
import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { Profile } from '../../../contract/account';
import type { ProfileUpdate } from '../../../machines/account/account-api';
import { fieldError, fieldInput, fieldLabel, fieldRoot, TextField } from '../../ui/form-field';
import { DialogButtons, DialogFrame } from '../../ui/dialog-frame';
import { ProfileAvatar } from './profile-avatar';
import '../../i18n/contract-english';
import { FlowForm, formStack } from './flow-form';
import './english';

/** docs/rules/limits.md#forms: jpeg or png, at most 40 MB. */
const MAX_PICTURE_BYTES = 41_943_040;
const INVALID_TYPE = /*i18n*/ 'Only image files are allowed';
const REJECTED: Partial<Record<string, string>> = {
  FILE_INVALID_TYPE: INVALID_TYPE,
  FILE_TOO_LARGE: /*i18n*/ 'Image must be less than 40MB',
};

const picker = css({ display: 'flex', alignItems: 'center', gap: '4' });
const preview = css({ w: '24', h: '24', borderRadius: 'full', objectFit: 'cover', flexShrink: 0 });
const pickerText = css({ display: 'grid', gap: '2', justifyItems: 'start' });

interface EditProfileDialogProps {
  open: boolean;
  profile: Profile;
  draft: ProfileUpdate;
  nameError: string | undefined;
  pictureError?: string | undefined;
  saving: boolean;
  onClose: () => void;
  onName: (name: string) => void;
  onPicture: (picture: File | null) => void;
  onSubmit: () => void;
}

/**
 * Edit Profile (docs/rules/screens.md#profile): picture picker with a preview, Full Name, the phone number shown but
 * not editable.
 */
export function EditProfileDialog({ open, profile, draft, nameError, pictureError, saving, ...on }: EditProfileDialogProps) {
  const { i18n } = useLingui();
  return (
    <DialogFrame open={open} onClose={on.onClose} title={i18n._('Edit Profile')} largeTitle>
      <FlowForm className={formStack} onSubmit={on.onSubmit}>
        <FileUpload.Root
          className={fieldRoot}
          accept={['image/jpeg', 'image/png']}
          maxFiles={1}
          maxFileSize={MAX_PICTURE_BYTES}
          acceptedFiles={draft.picture ? [draft.picture] : []}
          onFileChange={({ acceptedFiles }) => on.onPicture(acceptedFiles[0] ?? null)}
        >
          <FileUpload.Label className={fieldLabel}>{i18n._('Profile Picture')}</FileUpload.Label>
          <div className={picker}>
            {draft.picture ? (
              <FileUpload.ItemGroup>
                <FileUpload.Item file={draft.picture}>
                  <FileUpload.ItemPreview type="image/*">
                    <FileUpload.ItemPreviewImage className={preview} alt={i18n._('The new picture')} />
                  </FileUpload.ItemPreview>
                </FileUpload.Item>
              </FileUpload.ItemGroup>
            ) : (
              <ProfileAvatar name={profile.name} picture={profile.profile_picture} />
            )}
            <div className={pickerText}>
              <FileUpload.Trigger className={button({ variant: 'outline', size: 'sm' })}>
                {i18n._('Choose a picture')}
              </FileUpload.Trigger>
              <FileUpload.Context>
                {({ rejectedFiles }) =>
                  rejectedFiles.length > 0 ? (
                    <span role="alert" className={fieldError}>
                      {i18n._(REJECTED[rejectedFiles[0]?.errors[0] ?? ''] ?? INVALID_TYPE)}
                    </span>
                  ) : (
                    pictureError && (
                      <span role="alert" className={fieldError}>
                        {i18n._(pictureError)}
                      </span>
                    )
                  )
                }
              </FileUpload.Context>
            </div>
          </div>
          <FileUpload.HiddenInput />
        </FileUpload.Root>
        <TextField
          label={i18n._('Full Name')}
          value={draft.name}
          onChange={on.onName}
          error={nameError && i18n._(nameError)}
          autoComplete="name"
        />
        <Field.Root disabled className={fieldRoot}>
          <Field.Label className={fieldLabel}>{i18n._('Phone Number')}</Field.Label>
          <Field.Input className={fieldInput} type="tel" value={profile.phone_number} readOnly />
        </Field.Root>
        <DialogButtons
          busy={saving}
          dismissLabel={i18n._('Cancel')}
          label={i18n._('Update')}
          busyLabel={i18n._('Updating…')}
        />
      </FlowForm>
    </DialogFrame>
  );
}
