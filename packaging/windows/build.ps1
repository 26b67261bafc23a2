# Build the Windows bundle with PyInstaller: dist\spielesammlung-<version>-windows\ (one folder
# with Spielesammlung.exe) and a .zip of it. On Windows 10 or newer with Python 3.11+ ("py"):
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
$ErrorActionPreference = "Stop"
Set-Location (Resolve-Path "$PSScriptRoot\..\..")

if (-not (Test-Path .venv\Scripts\python.exe)) { py -3 -m venv .venv }
$python = (Resolve-Path .venv\Scripts\python.exe).Path
& $python -m pip install -q --disable-pip-version-check -e ".[build]" pillow
if ($LASTEXITCODE) { throw "pip failed" }
$version = & $python -c "import spielesammlung; print(spielesammlung.__version__)"
$name = "spielesammlung-$version-windows"

# The data the app reads, with compiled translations (the bundle needs no lrelease).
$work = "build\packaging"
$stage = "$work\stage"
Remove-Item -Recurse -Force $stage, "$work\dist", "dist\$name", "dist\$name.zip" -ErrorAction SilentlyContinue
New-Item -ItemType Directory -Force $stage, dist | Out-Null
Copy-Item -Recurse resources, translations $stage
Remove-Item "$stage\translations\*.qm" -ErrorAction SilentlyContinue
Get-ChildItem "$stage\translations\*.ts" | ForEach-Object {
    & .venv\Scripts\pyside6-lrelease.exe -silent $_.FullName -qm ($_.FullName -replace '\.ts$', '.qm')
    if ($LASTEXITCODE) { throw "lrelease failed on $($_.Name)" }
}

$env:SPIELESAMMLUNG_STAGE = (Resolve-Path $stage).Path
& $python -m PyInstaller --noconfirm --log-level WARN --distpath "$work\dist" `
    --workpath "$work\pyinstaller" packaging\windows\spielesammlung.spec
if ($LASTEXITCODE) { throw "PyInstaller failed" }
Move-Item "$work\dist\Spielesammlung" "dist\$name"

# It starts: the main window opens and closes after its first frame.
$env:QT_QPA_PLATFORM = "offscreen"
$smoke = Start-Process "dist\$name\Spielesammlung.exe" -ArgumentList "--smoke" -Wait -PassThru
Remove-Item Env:QT_QPA_PLATFORM
if ($smoke.ExitCode) { throw "the bundle did not start (exit code $($smoke.ExitCode))" }

Compress-Archive -Path "dist\$name" -DestinationPath "dist\$name.zip"
Write-Output "built dist\$name and dist\$name.zip"
