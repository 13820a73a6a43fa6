"use client";

import { OptionSelect } from "@/components/data/option-select";
import { SELF_REGISTER_ROLES, type SelfRegisterRole } from "@/lib/validations/auth-values";

const ACCOUNT_TYPES: Record<SelfRegisterRole, { label: string; description: string }> = {
  user: { label: "Individual User", description: "Access services and manage wallet" },
  org: { label: "Organization", description: "Offer services and convert coins to cash" },
};

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

/** Individual User or Organization, each with what it is for. */
export function AccountTypeSelect({
  id,
  value,
  onChange,
  hintId,
  disabled,
  ...aria
}: AccountTypeSelectProps) {
  return (
    <>
      <OptionSelect
        id={id}
        value={value}
        options={SELF_REGISTER_ROLES}
        labelOf={(role) => ACCOUNT_TYPES[role].label}
        descriptionOf={(role) => ACCOUNT_TYPES[role].description}
        onChange={onChange}
        disabled={disabled}
        triggerProps={aria}
        triggerClassName="h-10"
      />
      <p id={hintId} className="text-xs leading-5 text-muted-foreground">
        {ACCOUNT_TYPES[value].description}
      </p>
    </>
  );
}
