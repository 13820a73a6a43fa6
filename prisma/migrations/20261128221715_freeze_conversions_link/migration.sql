-- AlterEnum
ALTER TYPE "ActionTokenPurpose" ADD VALUE 'freeze_conversions';
