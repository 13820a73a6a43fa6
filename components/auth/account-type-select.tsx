"use client";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { SelfRegisterRole } from "@/lib/validations/auth";

const ACCOUNT_TYPES: { value: SelfRegisterRole; label: string; description: string }[] = [
  {
    value: "user",
    label: "Individual User",
    description: "Access services and manage wallet",
  },
  {
    value: "org",
    label: "Organization",
    description: "Offer services and convert coins to cash",
  },
];

interface AccountTypeSelectProps {
  id: string;
  value: SelfRegisterRole;
  onChange: (value: SelfRegisterRole) => void;
  /** The id of the text under the trigger that describes the chosen type. */
  hintId: string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

function isAccountType(value: string): value is SelfRegisterRole {
  return ACCOUNT_TYPES.some((type) => type.value === value);
}

/** Individual User or Organization, each with what it is for. */
export function AccountTypeSelect({
  id,
  value,
  onChange,
  hintId,
  disabled,
  ...aria
}: AccountTypeSelectProps) {
  const chosen = ACCOUNT_TYPES.find((type) => type.value === value) ?? ACCOUNT_TYPES[0];
  return (
    <>
      <Select
        value={value}
        onValueChange={(next) => {
          if (isAccountType(next)) onChange(next);
        }}
        disabled={disabled}
      >
        <SelectTrigger id={id} className="h-10 w-full" {...aria}>
          {/* Children keep the trigger to the label; the options also show their description. */}
          <SelectValue>{chosen?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {ACCOUNT_TYPES.map((type) => (
            <SelectItem key={type.value} value={type.value} className="py-2">
              <span className="flex flex-col items-start gap-0.5">
                <span className="font-medium">{type.label}</span>
                <span className="text-xs text-muted-foreground">{type.description}</span>
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={hintId} className="text-xs leading-5 text-muted-foreground">
        {chosen?.description}
      </p>
    </>
  );
}
