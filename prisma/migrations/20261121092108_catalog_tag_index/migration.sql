-- CreateIndex
CREATE INDEX "Service_tags_idx" ON "Service" USING GIN ("tags");
