import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { ipfsUrl } from '@portal/chain/ipfs'
import { UPLOAD_FAILED_MESSAGE } from '@portal/chain/messages'
import { UploadButton, UploadStatus } from '@/components/upload-controls.tsx'
import { useFileUpload } from '@/components/use-file-upload.ts'
import { getNetwork } from '@/config/network.ts'
import { TokenLogo } from './token-logo.tsx'
import styles from './token-logo-field.module.css'

const HINT = 'Optional; an uploaded image, an https:// address or an /ipfs/… path'

/**
 * A token logo: a typed address, or an image uploaded to storage and kept as its gateway address
 * (`{gateway}/ipfs/{hash}` on an https gateway, which any wallet can load, else the path `/ipfs/{hash}`). The preview is the list's TokenLogo, so it
 * shows exactly what the list will (the symbol's letter for anything it would not load).
 */
export function TokenLogoField<T extends FieldValues, Output = T>({
  control,
  name,
  logo,
  code,
  account,
}: {
  control: Control<T, unknown, Output>
  name: Path<T>
  /** Which logo; the field is labelled "{logo} URL". */
  logo: 'Small logo' | 'Large logo'
  /** The token's symbol, for the preview's fallback letter. */
  code: string
  /** The signed-in account, whose storage folder receives the image. */
  account: string
}) {
  const { progress, uploading, failure, fail, upload } = useFileUpload()
  const label = `${logo} URL`
  const which = logo.toLowerCase()

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        async function uploadImage(file: File) {
          const hash = await upload(file, {
            folder: `tokens/${account}`,
            comment: `Token logo upload by ${account}`,
          })
          if (hash === undefined) return
          const url = ipfsUrl(getNetwork().ipfsGatewayUrl, hash)
          // An http gateway (a devnet's) is kept as its path, which every reader resolves against its own gateway.
          if (url) field.onChange(url.startsWith('https://') ? url : `/ipfs/${hash}`)
          else fail(UPLOAD_FAILED_MESSAGE)
        }
        const value = String(field.value ?? '')
        return (
          <Stack spacing={1}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} className={styles.row}>
              <Stack className={styles.preview} data-testid={`${name}-preview`}>
                <TokenLogo url={value} code={code || '?'} size={40} />
              </Stack>
              <TextField
                label={label}
                value={value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ?? HINT}
                fullWidth
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
              />
              <UploadButton
                inputLabel={`Upload an image for the ${which}`}
                accept="image/*"
                disabled={uploading}
                onFile={(file) => void uploadImage(file)}
                className={styles.upload}
              >
                Upload image
              </UploadButton>
            </Stack>
            <UploadStatus progress={progress} failure={failure} progressLabel={`Uploading the ${which}`} />
          </Stack>
        )
      }}
    />
  )
}
