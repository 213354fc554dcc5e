-- AlterTable
ALTER TABLE "users" ADD COLUMN     "expiry_reminders" BOOLEAN NOT NULL DEFAULT true;
